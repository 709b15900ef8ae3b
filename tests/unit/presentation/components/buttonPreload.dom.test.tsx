/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConnectButton } from '../../../../presentation/components/ConnectButton';
import { NetworkButton } from '../../../../presentation/components/NetworkButton';
import { loadedViewGroup } from '../../../../presentation/modal/viewGroups';
import { createTestApp, destroyTestApps, renderInApp } from '../support/presentationApp';

/** How often the modal's frame was fetched: the first `require` of its chunk's module. */
let mockModalFetches = 0;
jest.mock('../../../../presentation/modal/mountModal', () => {
  mockModalFetches += 1;
  return jest.requireActual('../../../../presentation/modal/mountModal');
});

afterEach(destroyTestApps);

// The tests share the page's chunk cache (as one page does), so they run in this order.
describe("Keyport's buttons fetch the modal when the visitor reaches for them (first-view benchmark: nothing before that sign)", () => {
  it('rendering a button fetches nothing', () => {
    const { app } = createTestApp();
    renderInApp(<ConnectButton />, app);
    expect(screen.getByTestId('connect-button')).toBeTruthy();
    expect(mockModalFetches).toBe(0);
    expect(loadedViewGroup('connect')).toBeUndefined();
  });

  it('a pointer over the connect button fetches the modal and the Connect view', async () => {
    const { app } = createTestApp();
    renderInApp(<ConnectButton />, app);
    fireEvent.pointerEnter(screen.getByTestId('connect-button'));
    await waitFor(() => expect(loadedViewGroup('connect')).toBeDefined());
    expect(mockModalFetches).toBe(1);
    expect(loadedViewGroup('networks')).toBeUndefined();
  });

  it('keyboard focus on the network button fetches the Networks view', async () => {
    const { app } = createTestApp();
    renderInApp(<NetworkButton />, app);
    fireEvent.focus(screen.getByTestId('network-button'));
    await waitFor(() => expect(loadedViewGroup('networks')).toBeDefined());
    expect(document.querySelector('[data-keyport-modal]')).toBeNull();
  });
});
