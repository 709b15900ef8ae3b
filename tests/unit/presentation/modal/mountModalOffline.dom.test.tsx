/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { createTestApp, destroyTestApps, flush } from '../support/presentationApp';

afterEach(destroyTestApps);

describe('mountModalWhenNeeded when the modal code cannot be loaded', () => {
  it('closes the modal again, so the next open asks for the code anew', async () => {
    let offline = true;
    const mountModal = jest.fn();
    jest.doMock('../../../../presentation/modal/mountModal', () => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return { mountModal };
    });
    const { mountModalWhenNeeded } = await import('../../../../presentation/modal/mountModalWhenNeeded');
    const { app, get } = createTestApp();
    mountModalWhenNeeded(app.core);

    await act(async () => {
      await app.core.open();
    });
    await flush();
    expect(get(ModalStore).get().open).toBe(false);
    expect(mountModal).not.toHaveBeenCalled();

    offline = false;
    await act(async () => {
      await app.core.open();
    });
    await flush();
    expect(get(ModalStore).get().open).toBe(true);
    expect(mountModal).toHaveBeenCalledWith(app.core);
  });
});
