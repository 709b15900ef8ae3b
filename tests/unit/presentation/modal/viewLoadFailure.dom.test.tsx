/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { createTestApp, destroyTestApps, flush, renderModal } from '../support/presentationApp';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

describe('a view whose code cannot be loaded (Hostile input §1: the network dropped mid-visit)', () => {
  it('shows the failure with Close; after Close and a new open, the code is fetched again and renders', async () => {
    let offline = true;
    jest.doMock('../../../../presentation/views/networks/networkViews', () => {
      if (offline) throw new Error('Loading chunk keyport-views-networks failed');
      return jest.requireActual('../../../../presentation/views/networks/networkViews');
    });
    const { app, get } = createTestApp();
    const events: string[] = [];
    app.core.subscribeEvents((event) => events.push(`${event.data.type}:${event.data.event}`));
    renderModal(app);

    await act(async () => {
      await app.core.open({ view: 'Networks' });
    });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(events).toContain('error:MODAL_ERROR');

    offline = false;
    await act(async () => {
      fireEvent.click(screen.getByTestId('render-failure-close'));
    });
    await flush();
    expect(get(ModalStore).get().open).toBe(false);

    await act(async () => {
      await app.core.open({ view: 'Networks' });
    });
    await flush();
    expect(await screen.findByTestId('view-Networks')).toBeTruthy();
  });
});
