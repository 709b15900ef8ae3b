/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { mountModal } from '../../../../presentation/modal/mountModal';
import { MODAL_STYLE_ELEMENT_ID } from '../../../../presentation/theme/useModalStyles';
import { createTestApp, destroyTestApps, flush } from '../support/presentationApp';

afterEach(destroyTestApps);

describe('mountModal', () => {
  it('renders the modal into its own container with the stylesheet added once, and unmounts cleanly', async () => {
    const { app } = createTestApp();
    let unmount: () => void = () => undefined;
    let unmountSecond: () => void = () => undefined;
    act(() => {
      unmount = mountModal(app.core);
      unmountSecond = mountModal(app.core);
    });
    expect(document.querySelectorAll(`#${MODAL_STYLE_ELEMENT_ID}`)).toHaveLength(1);
    expect(document.getElementById(MODAL_STYLE_ELEMENT_ID)?.textContent).toContain('.kp-card');
    expect(document.querySelectorAll('[data-keyport-modal]')).toHaveLength(2);

    await act(async () => {
      await app.core.open();
    });
    await flush();
    expect(await screen.findAllByTestId('view-Connect')).toHaveLength(2);

    act(() => {
      unmount();
      unmountSecond();
    });
    expect(document.querySelector('[data-keyport-modal]')).toBeNull();
  });
});
