/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { mountModalWhenNeeded } from '../../../../presentation/modal/mountModalWhenNeeded';
import { createTestApp, destroyTestApps, flush } from '../support/presentationApp';

// The modal stays mounted in its own root: its last updates (the core's teardown) happen in act.
afterEach(() => act(() => destroyTestApps()));

describe('mountModalWhenNeeded (the page pays for the modal only when it is used)', () => {
  it('mounts nothing until the modal opens, then mounts it once and shows the first view', async () => {
    const { app } = createTestApp();
    mountModalWhenNeeded(app.core);
    await flush();
    expect(document.querySelector('[data-keyport-modal]')).toBeNull();

    await act(async () => {
      await app.core.open();
    });
    await waitFor(() => expect(document.querySelectorAll('[data-keyport-modal]')).toHaveLength(1));
    await flush();
    expect(await screen.findByTestId('view-Connect')).toBeTruthy();
    await act(async () => {
      await app.core.close();
      await app.core.open();
    });
    expect(document.querySelectorAll('[data-keyport-modal]')).toHaveLength(1);
  });
});

describe('mountModalWhenNeeded on a server', () => {
  it('does nothing without a document', async () => {
    const { app } = createTestApp();
    const mountedBefore = document.querySelectorAll('[data-keyport-modal]').length;
    const realDocument = Object.getOwnPropertyDescriptor(globalThis, 'document');
    Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
    try {
      mountModalWhenNeeded(app.core);
    } finally {
      if (realDocument) Object.defineProperty(globalThis, 'document', realDocument);
    }
    await act(async () => {
      await app.core.open();
    });
    await flush();
    expect(document.querySelectorAll('[data-keyport-modal]')).toHaveLength(mountedBefore);
  });
});
