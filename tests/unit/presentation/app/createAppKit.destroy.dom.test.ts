/**
 * @jest-environment jsdom
 */
import '../../../support/jsdomTextEncoding';
import { act, waitFor } from '@testing-library/react';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { announcePageWallet } from '../../../support/announcePageWallet';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { createAppKit, resetAppKit } from '../../../../presentation/app/createAppKit';
import { runtimeOf } from '../../../../application/instance/internal/runtime';
import { defaultPageInstance } from '../../../../presentation/app/pageInstances';
import { evmAdapter } from '../../../../presentation/composition/evmAdapter';
import { ethereum } from '../../../fixtures/networks';

/** The browser's idle callbacks, held by the test: which were asked for and which cancelled. */
function holdIdleCallbacks(): { asked: number; cancelled: number[]; restore(): void } {
  const held = { asked: 0, cancelled: [] as number[] };
  Object.defineProperty(window, 'requestIdleCallback', {
    value: () => (held.asked += 1),
    configurable: true,
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    value: (handle: number) => held.cancelled.push(handle),
    configurable: true,
  });
  return {
    ...held,
    get asked() {
      return held.asked;
    },
    restore: () => {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    },
  };
}

afterEach(async () => {
  await act(async () => resetAppKit());
  window.localStorage.clear();
});

describe("the modal object's destroy() in a page (hostile input, part 5: nothing keeps running)", () => {
  it('unmounts the modal, cancels the idle preload of the other views, stops listening for EIP-6963 wallets and forgets the modal', async () => {
    const idle = holdIdleCallbacks();
    try {
      const modal = createAppKit({ projectId: 'p', networks: [ethereum], adapters: [evmAdapter()] });
      const connectors = runtimeOf(modal, 'test').get(ConnectorStore);
      await act(() => modal.open());
      await waitFor(() => expect(document.querySelector('[data-keyport-modal]')).not.toBeNull());
      expect(idle.asked).toBe(1);

      await act(() => modal.destroy());

      expect(document.querySelector('[data-keyport-modal]')).toBeNull();
      expect(idle.cancelled).toEqual([1]);
      // A wallet announcing itself now is no longer heard.
      const stop = announcePageWallet();
      expect(connectors.get().connectors.map((connector) => connector.id)).not.toContain(
        'dev.keyport.testwallet',
      );
      stop();
      await expect(modal.open()).rejects.toBeInstanceOf(KeyportDestroyedError);
      expect(defaultPageInstance()).toBeUndefined();
      // The next createAppKit (hot reload, a remounted host) makes a new one.
      const next = createAppKit({ projectId: 'p', networks: [ethereum] });
      expect(next).not.toBe(modal);
      await act(() => next.open());
      expect(next.isOpen()).toBe(true);
    } finally {
      idle.restore();
    }
  });
});
