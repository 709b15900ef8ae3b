/**
 * @jest-environment jsdom
 */
import { reconnectOnPageRestore } from '../../../../infrastructure/walletconnect/reconnectOnPageRestore';
import { type SignClientInstance } from '../../../../infrastructure/walletconnect/SignClientTypes';

function clientWithRelayer(restartTransport: () => Promise<void>): SignClientInstance {
  return { core: { relayer: { restartTransport } } } as unknown as SignClientInstance;
}

/** `pageshow` as the browser fires it: `persisted` when the page came back from the back-forward cache. */
function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

describe('SPEC §4 mobile deep link: a page back from the back-forward cache reconnects its relay at once', () => {
  it('restarts the relay connection when the page is restored from the cache, not on an ordinary load', () => {
    const restart = jest.fn(async () => undefined);
    const page = new EventTarget();
    reconnectOnPageRestore(clientWithRelayer(restart), page);

    page.dispatchEvent(pageShow(false));
    expect(restart).not.toHaveBeenCalled();
    page.dispatchEvent(pageShow(true));
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('a restart that fails is left to the SDK, without an unhandled rejection', async () => {
    const restart = jest.fn(async () => {
      throw new Error('offline');
    });
    const page = new EventTarget();
    reconnectOnPageRestore(clientWithRelayer(restart), page);
    page.dispatchEvent(pageShow(true));
    await expect(restart.mock.results[0]?.value).rejects.toThrow('offline');
  });

  it('stops watching once the client is closed', () => {
    const restart = jest.fn(async () => undefined);
    const page = new EventTarget();
    const stop = reconnectOnPageRestore(clientWithRelayer(restart), page);
    stop();
    page.dispatchEvent(pageShow(true));
    expect(restart).not.toHaveBeenCalled();
  });

  it("watches the page's own window by default, and nothing outside a page", () => {
    const restart = jest.fn(async () => undefined);
    const stop = reconnectOnPageRestore(clientWithRelayer(restart));
    window.dispatchEvent(pageShow(true));
    expect(restart).toHaveBeenCalledTimes(1);
    stop();
    expect(() => reconnectOnPageRestore(clientWithRelayer(restart), undefined)()).not.toThrow();
  });
});
