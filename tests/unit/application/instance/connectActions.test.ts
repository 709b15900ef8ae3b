import {
  connect,
  getConnection,
  getConnectors,
  getDevice,
  getPairing,
  getPickedWallet,
  pairWalletConnect,
  openWalletLink,
  retryPairing,
  watchConnection,
  watchConnectors,
  watchPairing,
} from '../../../../application/instance/actions';
import { type ConnectedAccount } from '../../../../application/ports/ChainAdapter';
import { type WalletConnectSession } from '../../../../application/ports/WalletConnectClient';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import { TIMING_MS } from '../../../../domain/constants/timing';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import {
  UserRejectedRequestError,
  WalletUnavailableError,
} from '../../../../domain/errors/WalletRequestErrors';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore, settleFully, type TestCore } from '../../../support/createTestCore';
import { ADDRESS, deferred, metamask } from '../connection/connectionFixtures';
import { wallet } from '../wallets/walletFixtures';

function setUp(setup: Parameters<typeof createTestCore>[0] = {}): TestCore & { adapter: FakeChainAdapter } {
  const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
  const t = createTestCore({ adapters: [adapter], options: { networks: [ethereum, arbitrum] }, ...setup });
  return { ...t, adapter };
}

const session: WalletConnectSession = {
  topic: 'session-topic',
  accounts: [`eip155:1:${ADDRESS}`],
  peer: { name: 'Harbor Wallet' },
  expiry: 1_800_000_000,
};

const proposals = (t: TestCore): number => t.walletConnect.calls.filter((c) => c.method === 'propose').length;

describe('connect: a connector by id (SPEC §4 connection status, §7 CONNECT_SUCCESS)', () => {
  it('SPEC §4: resolves with the connected account; the modal closes and CONNECT_SUCCESS is reported', async () => {
    const t = setUp();
    await t.core.open();

    const account = await connect(t.core, { connector: 'io.metamask' });

    expect(account).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
    });
    expect(t.core.isOpen()).toBe(false);
    expect(t.analytics.sent.map((payload) => payload.props.event)).toContain('CONNECT_SUCCESS');
  });

  it('SPEC §4: a refusal in the wallet throws the typed USER_REJECTED error, the account disconnected', async () => {
    const t = setUp();
    t.adapter.failures.set('connect', Object.assign(new Error('User rejected'), { code: 4001 }));

    const failure = await connect(t.core, { connector: 'io.metamask' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UserRejectedRequestError);
    expect(failure).toMatchObject({ code: 'USER_REJECTED' });
    expect(getConnection(t.core).status).toBe('disconnected');
  });

  it('a connector that was not discovered is WALLET_UNAVAILABLE, and no wallet is asked', async () => {
    const t = setUp();

    await expect(connect(t.core, { connector: 'io.rabby' })).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(t.adapter.methodsCalled()).not.toContain('connect');
  });

  it('SPEC §4: aborting the signal while the wallet is asked leaves the account disconnected', async () => {
    const t = setUp();
    jest.spyOn(t.adapter, 'connect').mockReturnValue(new Promise(() => undefined));
    const waiting = new AbortController();

    void connect(t.core, { connector: 'io.metamask', signal: waiting.signal });
    expect(getConnection(t.core).status).toBe('connecting');
    waiting.abort();

    expect(getConnection(t.core).status).toBe('disconnected');
  });

  it('refuses a destroyed instance by name', async () => {
    const t = setUp();
    await t.core.destroy();

    await expect(connect(t.core, { connector: 'io.metamask' })).rejects.toBeInstanceOf(KeyportDestroyedError);
  });
});

describe('connect: WalletConnect (SPEC §4 pairing)', () => {
  it('resolves with the uri at once, and approval with the account once the wallet approves', async () => {
    const t = setUp();

    const { uri, approval } = await connect(t.core, { walletConnect: true });
    expect(uri).toBe('wc:fake1@2?relay-protocol=irn&symKey=00');
    t.walletConnect.approve(session);

    await expect(approval).resolves.toMatchObject({ isConnected: true, address: ADDRESS });
    expect(getConnection(t.core)).toMatchObject({
      status: 'connected',
      connector: { id: 'walletConnect', name: 'Harbor Wallet', type: 'WALLET_CONNECT' },
      walletConnect: { session: true, pairing: { uri: undefined } },
    });
  });

  it('SPEC §4: a wallet that declines rejects the approval with USER_REJECTED', async () => {
    const t = setUp();
    const { approval } = await connect(t.core, { walletConnect: true });

    t.walletConnect.reject(new UserRejectedRequestError());

    await expect(approval).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });

  it("a script's pairing is not renewed: its uri is good for the 4 minutes it is valid", async () => {
    const t = setUp();
    await connect(t.core, { walletConnect: true });

    t.clock.advance(TIMING_MS.pairingLifetime);

    expect(proposals(t)).toBe(1);
  });

  it('SPEC §8: without a project id it is WALLET_CONNECT_CONNECTOR_NOT_FOUND', async () => {
    const t = setUp({ walletConnect: false });

    await expect(connect(t.core, { walletConnect: true })).rejects.toMatchObject({
      code: 'WALLET_CONNECT_CONNECTOR_NOT_FOUND',
    });
  });
});

describe('pairWalletConnect and retryPairing', () => {
  it('loads the pairing on first use (as in a page) and resolves with the uri, as keyport.pairWalletConnect does', async () => {
    const t = setUp({ enableFeatures: false });

    const uri = await pairWalletConnect(t.core);

    expect(uri).toBe(getPairing(t.core).uri);
    expect(await t.core.pairWalletConnect()).toBe(uri);
    expect(proposals(t)).toBe(1);
  });

  it('SPEC §4: renewUntil keeps the uri fresh while shown, and stops renewing once aborted', async () => {
    const t = setUp();
    const shown = new AbortController();
    const first = await pairWalletConnect(t.core, { renewUntil: shown.signal });

    t.clock.advance(TIMING_MS.pairingLifetime - TIMING_MS.pairingExpiryMargin);
    await settleFully();
    const renewed = getPairing(t.core).uri;
    shown.abort();
    t.clock.advance(TIMING_MS.pairingLifetime);
    await settleFully();

    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(first);
    expect(proposals(t)).toBe(2);
  });

  it('a view that closed before the pairing started keeps nothing running', async () => {
    const t = setUp({ enableFeatures: false });
    const shown = new AbortController();
    const pairing = pairWalletConnect(t.core, { renewUntil: shown.signal });
    shown.abort();

    await expect(pairing).rejects.toMatchObject({ name: 'AbortError' });
    expect(proposals(t)).toBe(0);
  });

  it('where the engine gives no abort reason, the refusal is the standard AbortError', async () => {
    const t = setUp();
    const closed = { aborted: true, reason: undefined } as unknown as AbortSignal;

    await expect(pairWalletConnect(t.core, { renewUntil: closed })).rejects.toMatchObject({
      name: 'AbortError',
      message: 'The pairing is no longer shown',
    });
  });

  it('SPEC §4 "Try again": retryPairing clears the failure and makes a fresh uri', async () => {
    const t = setUp();
    const shown = new AbortController();
    await pairWalletConnect(t.core, { renewUntil: shown.signal });
    t.walletConnect.reject(new UserRejectedRequestError());
    await settleFully();
    expect(getPairing(t.core).failure).toEqual({ status: 'declined' });

    await retryPairing(t.core);

    expect(getPairing(t.core)).toMatchObject({ failure: undefined, uri: expect.stringMatching(/^wc:/) });
    shown.abort();
  });
});

describe('openWalletLink (REFERENCE §7 platforms, SPEC §3 deep-link choice)', () => {
  it('opens the link within the call and remembers it for the wallet', async () => {
    const environment = new FakeEnvironment();
    const t = setUp({ environment });
    await pairWalletConnect(t.core);

    openWalletLink(t.core, {
      wallet: { name: 'Harbor Wallet' },
      link: { kind: 'wallet link', href: 'harbor://wc?uri=x', target: '_self' },
    });

    expect(environment.openedLinks).toEqual([
      { kind: 'wallet link', href: 'harbor://wc?uri=x', target: '_self' },
    ]);
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.deepLinkChoice)).toEqual({
      name: 'Harbor Wallet',
      href: 'harbor://wc?uri=x',
    });
  });

  it('Hostile input §1: an unsafe link throws UNSAFE_LINK and opens nothing', async () => {
    const environment = new FakeEnvironment();
    const t = setUp({ environment });
    await pairWalletConnect(t.core);

    expect(() =>
      openWalletLink(t.core, { link: { kind: 'wallet link', href: 'javascript:alert(1)', target: '_self' } }),
    ).toThrow(expect.objectContaining({ code: 'UNSAFE_LINK' }));
    expect(environment.openedLinks).toEqual([]);
  });

  it('before any pairing it says one must be started', () => {
    const t = setUp({ enableFeatures: false });

    expect(() =>
      openWalletLink(t.core, { link: { kind: 'wallet link', href: 'harbor://wc', target: '_self' } }),
    ).toThrow('openWalletLink: no WalletConnect pairing was started (see pairWalletConnect)');
  });
});

describe('getConnectors / watchConnectors: what the site can connect with', () => {
  it('lists each discovered connector and WalletConnect by id, name, kind and image, without its provider', () => {
    const t = setUp();

    const connectors = getConnectors(t.core);

    expect(connectors).toEqual([
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        namespace: 'eip155',
        imageUrl: metamask.imageUrl,
        installed: true,
        explorerId: undefined,
        rdns: metamask.info?.rdns,
      },
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', namespace: 'eip155' }),
    ]);
    expect(connectors.every((connector) => !('provider' in connector))).toBe(true);
    expect(getConnectors(t.core)).toBe(connectors);
  });

  it('watchConnectors reports a wallet that announces itself, not the list as it is', () => {
    const t = setUp();
    const seen: string[][] = [];
    const unwatch = watchConnectors(t.core, { onChange: (list) => seen.push(list.map((c) => c.id)) });
    expect(seen).toEqual([]);

    const rabby = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' } as const;
    t.adapter.connectors$.next([metamask, rabby]);
    unwatch();

    expect([...(seen.at(-1) ?? [])].sort()).toEqual(['io.metamask', 'io.rabby', 'walletConnect']);
  });
});

describe('getConnection / watchConnection: how the visitor is connected', () => {
  it('before any connection: disconnected, WalletConnect available, no pairing', () => {
    const t = setUp();

    expect(getConnection(t.core)).toEqual({
      status: 'disconnected',
      namespace: 'eip155',
      connector: undefined,
      walletConnect: {
        session: false,
        pairing: { available: true, uri: undefined, failure: undefined },
      },
    });
    expect(getConnection(t.core)).toBe(getConnection(t.core));
  });

  it('SPEC §4: watchConnection follows connecting, then connected with its connector', async () => {
    const t = setUp();
    const answer = deferred<ConnectedAccount>();
    jest.spyOn(t.adapter, 'connect').mockReturnValue(answer.promise);
    const seen: string[] = [];
    const unwatch = watchConnection(t.core, {
      onChange: ({ status, connector }) => seen.push(`${status}:${connector?.id ?? '-'}`),
    });

    const connecting = connect(t.core, { connector: 'io.metamask' });
    answer.resolve({ address: ADDRESS, chainId: 1, accounts: [{ address: ADDRESS, type: 'eoa' }] });
    await connecting;
    unwatch();

    expect(seen[0]).toBe('connecting:-');
    expect(seen.at(-1)).toBe('connected:io.metamask');
  });

  it('SPEC §4: watchPairing: a uri appears while pairing, and why it failed when it did', async () => {
    const t = setUp();
    const uris: (string | undefined)[] = [];
    const unwatch = watchPairing(t.core, { onChange: ({ uri }) => uris.push(uri) });

    await pairWalletConnect(t.core);
    t.walletConnect.reject(new Error('Proposal expired'));
    await settleFully();
    unwatch();

    expect(uris).toEqual(['wc:fake1@2?relay-protocol=irn&symKey=00', undefined]);
    expect(getPairing(t.core).failure).toEqual({ status: 'failed', message: 'Proposal expired' });
    expect(getConnection(t.core).walletConnect.pairing).toBe(getPairing(t.core));
  });

  it('SPEC §8: a site without a project id cannot pair', () => {
    expect(getPairing(setUp({ walletConnect: false }).core).available).toBe(false);
  });
});

describe('getDevice and getPickedWallet', () => {
  it("REFERENCE §7: the visitor's device, the same object every time", () => {
    const t = setUp({
      environment: new FakeEnvironment({ isMobile: true, isTelegram: true, os: 'android' }),
    });

    expect(getDevice(t.core)).toEqual({
      isMobile: true,
      isTelegram: true,
      isIosSafari: false,
      os: 'android',
    });
    expect(getDevice(t.core)).toBe(getDevice(t.core));
  });

  it('a wallet picked in a list is there with its image; another is not', () => {
    const t = setUp();
    const harbor = wallet('harbor', { image_url: 'https://explorer.example/harbor.png' });
    t.get(WalletListService).choose(harbor);

    expect(getPickedWallet(t.core, { walletId: 'harbor' })).toEqual({
      wallet: harbor,
      imageUrl: 'https://explorer.example/harbor.png',
    });
    expect(getPickedWallet(t.core, { walletId: 'quill' })).toBeUndefined();
  });
});
