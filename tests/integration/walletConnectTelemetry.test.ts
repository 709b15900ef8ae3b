import { SignClient } from '@walletconnect/sign-client';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { type Relay, startRelay } from '../../devstack/relay/startRelay';
import { MemoryKeyValueStorage } from '../../infrastructure/walletconnect/MemoryKeyValueStorage';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';
import { startSignClientWalletConnect } from '../../infrastructure/walletconnect/startSignClientWalletConnect';
import { DEFAULT_API_URLS } from '../../domain/options/ApiUrls';

/**
 * No request to a host the site did not configure: Keyport's sign-client talks to the relay it was
 * given and to nobody else. The SDK's event client posts an INIT event to WalletConnect's telemetry
 * host (pulse.walletconnect.org) from its `init`, whatever `telemetryEnabled` says, so Keyport keeps
 * it from starting.
 */
describe("WalletConnect's telemetry stays off (no request to a host the site did not configure)", () => {
  let relay: Relay;
  let fetched: string[];
  let started: SignClientInstance | undefined;

  beforeEach(async () => {
    relay = await startRelay();
    fetched = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return new Response('{}', { status: 200 });
    });
    // Keyport starts the client in the SDK's two steps (construct, then `initialize`): the one started is noted.
    const prototype = SignClient.prototype as unknown as { initialize(): Promise<void> };
    const initialize = prototype.initialize;
    jest.spyOn(prototype, 'initialize').mockImplementation(async function (this: SignClientInstance) {
      await initialize.call(this);
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the instance the SDK started is what is checked
      started = this;
    });
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await relay.close();
  });

  it('starting, proposing a pairing and even starting the event client fetch nothing', async () => {
    const adapter = await startSignClientWalletConnect({
      projectId: DEMO_PROJECT_ID,
      relayUrl: relay.url,
      verifyUrl: DEFAULT_API_URLS.walletConnectVerify,
      hostMetadata: { name: 'Keyport test site', description: '', url: 'http://127.0.0.1:3000', icons: [] },
      customStoragePrefix: `telemetry-${Math.random()}`,
      storage: new MemoryKeyValueStorage(),
      now: Date.now,
    });
    try {
      const proposal = await adapter.propose(['eip155:1']);
      expect(proposal.uri).toMatch(/^wc:/);
      if (started === undefined) throw new Error('the sign-client did not start');
      // What WalletConnect's wallet kit calls on start, and a later SDK might: it sends nothing here.
      await started.core.eventClient.init();
      expect(started.core.eventClient.telemetryEnabled).toBe(false);
      expect(fetched).toEqual([]);
    } finally {
      await adapter.close();
    }
  });
});
