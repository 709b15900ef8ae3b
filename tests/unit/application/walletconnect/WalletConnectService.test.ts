import { AccountStore } from '../../../../application/account/AccountStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { WalletConnectProvider } from '../../../../infrastructure/walletconnect/WalletConnectProvider';
import { WalletConnectService } from '../../../../application/walletconnect/WalletConnectService';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import {
  type PairingProposal,
  type WalletConnectSession,
} from '../../../../application/ports/WalletConnectClient';
import { TIMING_MS } from '../../../../domain/constants/timing';
import { WALLETCONNECT_PROPOSAL_LIFETIME_MS } from '../../../../domain/pairing/PendingPairing';
import { UserRejectedRequestError } from '../../../../domain/errors/WalletRequestErrors';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { FakeWalletConnectClient } from '../../../fakes/FakeWalletConnectClient';
import { FakeWalletRegistry } from '../../../fakes/FakeWalletRegistry';
import { createTestCore, settleFully, type TestCore } from '../../../support/createTestCore';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { wallet } from '../wallets/walletFixtures';

const ADDRESS = '0x1111111111111111111111111111111111111111';

function aSession(overrides: Partial<WalletConnectSession> = {}): WalletConnectSession {
  return {
    topic: 'session-topic',
    accounts: [`eip155:1:${ADDRESS}`, `eip155:42161:${ADDRESS}`],
    peer: { name: 'Harbor Wallet', icon: 'https://harbor.example/icon.png' },
    expiry: 1_800_000_000,
    ...overrides,
  };
}

function setUp(
  setup: Parameters<typeof createTestCore>[0] = {},
): TestCore & { service: WalletConnectService } {
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] }, ...setup });
  return { ...t, service: t.get(WalletConnectService) };
}

const uriOf = (t: TestCore) => t.get(ConnectionStore).get().wcUri;

describe('WalletConnectService (WalletConnect pairing; SPEC §4 pairing expiry)', () => {
  it('is available with a WalletConnect client and an adapter, not without a client', () => {
    expect(setUp().service.available).toBe(true);
    expect(setUp({ walletConnect: false }).service.available).toBe(false);
  });

  it('pair() asks for every configured network and shows the uri with the time it was set', async () => {
    const t = setUp();
    await t.service.pair();

    expect(t.walletConnect.calls).toEqual([{ method: 'propose', args: [['eip155:1', 'eip155:42161']] }]);
    expect(t.get(ConnectionStore).get()).toMatchObject({ wcUri: 'wc:fake1@2?relay-protocol=irn&symKey=00' });
    expect(t.get(ConnectionStore).get().wcUriSetAt).toBe(t.clock.now());
  });

  it('a view opening again while the uri is live keeps it (the visitor may be scanning it)', async () => {
    const t = setUp();
    await t.service.pair();
    t.service.leave();
    t.clock.advance(60_000);
    await t.service.pair();

    expect(t.walletConnect.calls.filter((c) => c.method === 'propose')).toHaveLength(1);
  });

  it('two pair() calls at once make one pairing', async () => {
    const t = setUp();
    await Promise.all([t.service.pair(), t.service.pair()]);
    expect(t.walletConnect.calls.filter((c) => c.method === 'propose')).toHaveLength(1);
  });

  it('SPEC §4: the uri is renewed as it starts to count as expired (4 min less the 10 s margin)', async () => {
    const t = setUp();
    await t.service.pair();
    const first = uriOf(t);

    t.clock.advance(TIMING_MS.pairingLifetime - TIMING_MS.pairingExpiryMargin - 1);
    await settleFully();
    expect(uriOf(t)).toBe(first);

    t.clock.advance(1);
    await settleFully();
    expect(uriOf(t)).toBe('wc:fake2@2?relay-protocol=irn&symKey=00');
    expect(t.get(ConnectionStore).get().wcUriSetAt).toBe(t.clock.now());
  });

  it('SPEC §4: a uri left to expire while no view shows it is replaced when a view opens again', async () => {
    const t = setUp();
    await t.service.pair();
    t.service.leave();
    t.clock.advance(TIMING_MS.pairingLifetime);
    await settleFully();
    expect(t.walletConnect.calls.filter((c) => c.method === 'propose')).toHaveLength(1);

    await t.service.pair();
    expect(uriOf(t)).toBe('wc:fake2@2?relay-protocol=irn&symKey=00');
  });

  it('the wallet declining shows "declined", a fresh uri is made ready, and retry clears the failure', async () => {
    const t = setUp();
    await t.service.pair();
    t.walletConnect.reject(new UserRejectedRequestError());
    await settleFully();

    expect(t.get(ConnectionStore).get().wcFailure).toEqual({ status: 'declined' });
    expect(uriOf(t)).toBe('wc:fake2@2?relay-protocol=irn&symKey=00');

    await t.service.retry();
    expect(t.get(ConnectionStore).get().wcFailure).toBeUndefined();
    expect(uriOf(t)).toBe('wc:fake2@2?relay-protocol=irn&symKey=00');
  });

  it('a pairing that fails otherwise shows "failed" with the SPEC §8 text', async () => {
    const t = setUp();
    await t.service.pair();
    t.walletConnect.reject(new Error('Proposal expired'));
    await settleFully();

    expect(t.get(ConnectionStore).get().wcFailure).toEqual({ status: 'failed', message: 'Proposal expired' });
  });

  it('a relay that cannot be reached fails the pairing with its text; retry tries again', async () => {
    const t = setUp();
    const propose = jest
      .spyOn(t.walletConnect, 'propose')
      .mockRejectedValueOnce(new Error('Relay unreachable'));
    await t.service.pair();
    expect(t.get(ConnectionStore).get().wcFailure).toEqual({
      status: 'failed',
      message: 'Relay unreachable',
    });
    expect(uriOf(t)).toBeUndefined();

    await t.service.retry();
    expect(propose).toHaveBeenCalledTimes(2);
    expect(uriOf(t)).toBeDefined();
  });

  describe('Hostile input §4: a relay nobody answers (no uri comes back) is a failure within seconds', () => {
    const UNREACHABLE = 'WalletConnect could not be reached. Check the connection and try again.';

    /** A client whose proposals hang until the test answers them, as the SDK does with no relay. */
    function hangingProposals(t: TestCore) {
      const pending: { resolve: (proposal: PairingProposal) => void; reject: (error: Error) => void }[] = [];
      const propose = jest
        .spyOn(t.walletConnect, 'propose')
        .mockImplementation(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
      return {
        propose,
        answer: (index: number, uri: string) =>
          pending[index]?.resolve({ uri, approval: new Promise(() => undefined) }),
        fail: (index: number, error: Error) => pending[index]?.reject(error),
      };
    }

    it('Hostile input §4: no uri after 8 s shows "failed" with Try again; not a moment before', async () => {
      const t = setUp();
      hangingProposals(t);
      const pairing = t.service.pair();

      t.clock.advance(TIMING_MS.pairingStartTimeout - 1);
      await settleFully();
      expect(t.get(ConnectionStore).get().wcFailure).toBeUndefined();
      t.clock.advance(1);
      await pairing;

      expect(t.get(ConnectionStore).get()).toMatchObject({
        wcUri: undefined,
        wcFailure: { status: 'failed', message: UNREACHABLE },
      });
    });

    it('Hostile input §4: Try again starts a new pairing, and its uri is shown', async () => {
      const t = setUp();
      const { propose, answer, fail } = hangingProposals(t);
      const first = t.service.pair();
      t.clock.advance(TIMING_MS.pairingStartTimeout);
      await first;
      const second = t.service.retry();
      t.clock.advance(TIMING_MS.pairingStartTimeout);
      await second;

      const third = t.service.retry();
      answer(2, 'wc:third@2');
      await third;

      expect(propose).toHaveBeenCalledTimes(3);
      expect(t.get(ConnectionStore).get()).toMatchObject({ wcUri: 'wc:third@2', wcFailure: undefined });
      // The earlier pairings' answers, arriving now, belong to no pairing shown: neither a uri
      // nor a failure changes what the view shows.
      answer(0, 'wc:first@2');
      fail(1, new Error('Failed to publish custom payload'));
      await settleFully();
      expect(t.get(ConnectionStore).get()).toMatchObject({ wcUri: 'wc:third@2', wcFailure: undefined });
    });

    it('a uri that still comes after the 8 s (a slow relay) is shown after all', async () => {
      const t = setUp();
      const { answer } = hangingProposals(t);
      const pairing = t.service.pair();
      t.clock.advance(TIMING_MS.pairingStartTimeout);
      await pairing;

      answer(0, 'wc:slow@2');
      await settleFully();

      expect(t.get(ConnectionStore).get()).toMatchObject({ wcUri: 'wc:slow@2', wcFailure: undefined });
    });

    it('Hostile input §4: core.pairWalletConnect() rejects with the reason instead of waiting for ever', async () => {
      const t = setUp();
      hangingProposals(t);

      const pairing = t.core.pairWalletConnect();
      // The pairing starts once its code has loaded (it is not part of the page's first load).
      await settleFully();
      t.clock.advance(TIMING_MS.pairingStartTimeout);

      await expect(pairing).rejects.toThrow(UNREACHABLE);
    });
  });

  it('an older pairing that settles after a newer one replaced it changes nothing', async () => {
    const t = setUp();
    await t.service.pair();
    t.clock.advance(TIMING_MS.pairingLifetime);
    await settleFully();
    expect(uriOf(t)).toBe('wc:fake2@2?relay-protocol=irn&symKey=00');

    t.walletConnect.rejectProposal(0, new Error('Proposal expired'));
    await settleFully();

    expect(t.get(ConnectionStore).get().wcFailure).toBeUndefined();
    expect(uriOf(t)).toBe('wc:fake2@2?relay-protocol=irn&symKey=00');
  });

  describe('the wallet approves', () => {
    it('connects through the eip155 adapter with the session as its provider, closes the modal, reports CONNECT_SUCCESS', async () => {
      const t = setUp();
      await t.core.open();
      const events: string[] = [];
      t.core.subscribeEvents(({ data }) => events.push(data.event));
      await t.service.pair();
      t.walletConnect.approve(aSession());
      await settleFully();

      const connector = t.get(ConnectorStore).connectedConnector('eip155');
      expect(connector).toMatchObject({
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        name: 'Harbor Wallet',
        imageUrl: 'https://harbor.example/icon.png',
      });
      expect(connector?.provider).toBeInstanceOf(WalletConnectProvider);
      expect(t.adapters[0]?.calls.find((c) => c.method === 'connect')?.args).toEqual([
        'walletConnect',
        'eip155:1',
      ]);
      const account = t.get(AccountStore).account('eip155');
      expect(account.status).toBe('connected');
      expect(account.connectedWalletInfo).toEqual({
        name: 'Harbor Wallet',
        type: 'WALLET_CONNECT',
        icon: 'https://harbor.example/icon.png',
      });
      expect(t.get(ConnectionStore).get()).toMatchObject({
        wcSessionTopic: 'session-topic',
        wcUri: undefined,
        wcFailure: undefined,
      });
      expect(t.get(ModalStore).get().open).toBe(false);
      // SPEC §7, as AppKit: the modal's own close after connecting is no MODAL_CLOSE.
      expect(events).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS']);
      expect(t.core.getEvent().data).toEqual({
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'qrcode', name: 'Harbor Wallet' },
      });
      expect(t.analytics.events()).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS']);
      expect(t.get(TypedStorage).read(connectedConnectorIdEntry('eip155'))).toBe('walletConnect');
    });

    it('a session that did not approve the active network starts on its first approved one', async () => {
      const t = setUp();
      await t.service.pair();
      t.walletConnect.approve(aSession({ accounts: [`eip155:42161:${ADDRESS}`] }));
      await settleFully();

      expect(t.adapters[0]?.calls.find((c) => c.method === 'connect')?.args).toEqual([
        'walletConnect',
        'eip155:42161',
      ]);
    });

    it('an adapter that fails to take the session leaves the pairing "failed"', async () => {
      const t = setUp();
      t.adapters[0]?.failures.set('connect', new Error('No account'));
      await t.service.pair();
      t.walletConnect.approve(aSession());
      await settleFully();

      expect(t.get(ConnectionStore).get().wcFailure).toEqual({ status: 'failed', message: 'No account' });
      expect(t.get(AccountStore).account('eip155').status).not.toBe('connected');
    });

    it('REFERENCE §7: the explorer wallet picked goes to the front of the recent wallets (2 kept), its image shown', async () => {
      const harbor = wallet('harbor', { image_url: 'https://explorer.example/harbor.png' });
      const t = setUp({ walletRegistry: new FakeWalletRegistry([harbor]) });
      const storage = t.get(TypedStorage);
      storage.write(KEYPORT_STORAGE.recentWallets, [wallet('quill'), wallet('kestrel')]);
      expect(t.get(WalletListService).choose(harbor)).toEqual({ via: 'walletConnect', walletId: 'harbor' });

      await t.service.pair('harbor');
      t.walletConnect.approve(aSession());
      await settleFully();

      expect(storage.read(KEYPORT_STORAGE.recentWallets)?.map((w) => w.id)).toEqual(['harbor', 'quill']);
      expect(t.get(AccountStore).account('eip155').connectedWalletInfo?.icon).toBe(
        'https://explorer.example/harbor.png',
      );
    });
  });

  describe('SPEC §4: deep links on Telegram and iOS Safari', () => {
    it('remembers the deep-link choice', () => {
      const t = setUp();
      t.service.deepLinkOpened({ name: 'Harbor Wallet', href: 'harbor://wc?uri=x' });
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.deepLinkChoice)).toEqual({
        name: 'Harbor Wallet',
        href: 'harbor://wc?uri=x',
      });
    });

    it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])(
      'Hostile input §1: never stores %j as the deep-link choice the wallet-connect library would open',
      (href) => {
        const t = setUp();
        t.service.deepLinkOpened({ name: 'Harbor Wallet', href });
        expect(t.get(TypedStorage).read(KEYPORT_STORAGE.deepLinkChoice)).toBeUndefined();
      },
    );

    it('Hostile input §1: a stored choice that breaks the link rule reads as none and is removed', () => {
      const t = setUp();
      t.storage.setItem(
        KEYPORT_STORAGE.deepLinkChoice.key,
        JSON.stringify({ name: 'X', href: 'javascript:alert(1)' }),
      );
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.deepLinkChoice)).toBeUndefined();
      expect(t.storage.getItem(KEYPORT_STORAGE.deepLinkChoice.key)).toBeNull();
    });

    it.each([
      ['Telegram', { isTelegram: true }],
      ['iOS Safari', { isIosSafari: true }],
    ])('on %s the account reads connecting, then connected once the wallet approves', async (_, device) => {
      const t = setUp({ environment: new FakeEnvironment({ isMobile: true, ...device }) });
      await t.service.pair();
      t.service.deepLinkOpened({ name: 'Harbor Wallet', href: 'harbor://wc?uri=x' });
      expect(t.get(AccountStore).account('eip155').status).toBe('connecting');

      t.walletConnect.approve(aSession());
      await settleFully();
      expect(t.get(AccountStore).account('eip155').status).toBe('connected');
      expect(t.analytics.sent.some((e) => JSON.stringify(e).includes('"method":"mobile"'))).toBe(true);
    });

    it('elsewhere the status is left alone', () => {
      const t = setUp({ environment: new FakeEnvironment({ isMobile: true }) });
      t.service.deepLinkOpened({ name: 'Harbor Wallet', href: 'harbor://wc?uri=x' });
      expect(t.get(AccountStore).account('eip155').status).not.toBe('connecting');
    });
  });

  it('without a client nothing is proposed', async () => {
    const t = setUp({ walletConnect: false });
    await t.service.pair();
    expect(t.walletConnect.calls).toEqual([]);
    expect(uriOf(t)).toBeUndefined();
  });

  describe('what scripts and views ask of a pairing: its uri, its outcome, its links', () => {
    it('uri() resolves with the live uri, starting a pairing only when there is none', async () => {
      const t = setUp();

      const first = await t.service.uri();
      const again = await t.service.uri();

      expect(first).toBe('wc:fake1@2?relay-protocol=irn&symKey=00');
      expect(again).toBe(first);
      expect(t.walletConnect.calls.filter((c) => c.method === 'propose')).toHaveLength(1);
    });

    it('SPEC §8: uri() without a WalletConnect client is WALLET_CONNECT_CONNECTOR_NOT_FOUND', async () => {
      await expect(setUp({ walletConnect: false }).service.uri()).rejects.toMatchObject({
        code: 'WALLET_CONNECT_CONNECTOR_NOT_FOUND',
      });
    });

    it('uri() throws the failure text when no uri could be made', async () => {
      const t = setUp();
      jest.spyOn(t.walletConnect, 'propose').mockRejectedValue(new Error('relay refused'));

      await expect(t.service.uri()).rejects.toMatchObject({
        code: 'WALLET_REQUEST_FAILED',
        shortMessage: 'relay refused',
      });
    });

    it('a pairing that is not kept fresh is not renewed; one a view keeps fresh still is', async () => {
      const t = setUp();
      await t.service.uri(undefined, false);
      t.clock.advance(TIMING_MS.pairingLifetime);
      expect(t.walletConnect.calls.filter((c) => c.method === 'propose')).toHaveLength(1);

      await t.service.pair();
      t.clock.advance(TIMING_MS.pairingLifetime);
      await settleFully();
      expect(t.walletConnect.calls.filter((c) => c.method === 'propose').length).toBeGreaterThan(2);
    });

    it('pairing(): approval resolves with the namespaces the session connected', async () => {
      const t = setUp();
      const { uri, approval } = await t.service.pairing();
      expect(uri).toBe(uriOf(t));

      t.walletConnect.approve(aSession());

      await expect(approval).resolves.toEqual(['eip155']);
      expect(t.get(AccountStore).account('eip155').status).toBe('connected');
    });

    it('SPEC §4: pairing(): a wallet that declines rejects the approval with USER_REJECTED', async () => {
      const t = setUp();
      const { approval } = await t.service.pairing();

      t.walletConnect.reject(new UserRejectedRequestError());

      await expect(approval).rejects.toBeInstanceOf(UserRejectedRequestError);
    });

    it('pairing(): a session that connects nothing the site holds rejects the approval', async () => {
      const t = setUp();
      const { approval } = await t.service.pairing();

      t.walletConnect.approve(aSession({ accounts: [`eip155:10:${ADDRESS}`] }));

      await expect(approval).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('pairing(): the core ending rejects an approval still waited for', async () => {
      const t = setUp();
      const { approval } = await t.service.pairing();

      await t.core.destroy();

      await expect(approval).rejects.toMatchObject({ code: 'KEYPORT_DESTROYED' });
    });

    it('retry() keeps a pairing no view shows unrenewed', async () => {
      const t = setUp();
      await t.service.uri(undefined, false);
      t.walletConnect.reject(new Error('expired'));
      await settleFully();

      await t.service.retry();
      t.clock.advance(TIMING_MS.pairingLifetime);

      expect(t.walletConnect.calls.filter((c) => c.method === 'propose')).toHaveLength(2);
    });

    it('Hostile input §1: openDeepLink opens a safe link and remembers it; an unsafe one throws, opens and remembers nothing', async () => {
      const environment = new FakeEnvironment();
      const t = setUp({ environment });
      await t.service.pair();
      const harbor = { name: 'Harbor Wallet' };

      t.service.openDeepLink(harbor, { kind: 'wallet link', href: 'harbor://wc?uri=x', target: '_self' });
      expect(() =>
        t.service.openDeepLink(harbor, { kind: 'wallet link', href: 'javascript:alert(1)', target: '_self' }),
      ).toThrow(expect.objectContaining({ code: 'UNSAFE_LINK' }));

      expect(environment.openedLinks.map((link) => link.href)).toEqual(['harbor://wc?uri=x']);
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.deepLinkChoice)).toEqual({
        name: 'Harbor Wallet',
        href: 'harbor://wc?uri=x',
      });
    });
  });
  describe('SPEC §4 mobile deep link: the pairing outlives the page the visitor leaves for the wallet', () => {
    const START = 1_700_000_000_000;
    const PENDING = KEYPORT_STORAGE.walletConnectPendingPairing;

    /** A page loaded anew after the visitor left with pairing `topic` (noted `ageMs` before). */
    function backFromTheWallet(
      topic: string,
      kept: WalletConnectSession | Error | 'waiting' | undefined,
      ageMs = 30_000,
      setup: Parameters<typeof createTestCore>[0] = {},
    ) {
      const storage = new MemoryStorage();
      storage.setItem(PENDING.key, JSON.stringify({ topic, setAt: START - ageMs }));
      const walletConnectClient = new FakeWalletConnectClient();
      if (kept !== undefined) walletConnectClient.kept.set(topic, kept);
      return setUp({ storage, walletConnectClient, ...setup });
    }

    it('following the wallet link notes the pairing (its topic, never its key) and when it was made', async () => {
      const t = setUp({ environment: new FakeEnvironment() });
      await t.service.pair('harbor');
      t.service.openDeepLink(
        { name: 'Harbor Wallet' },
        { kind: 'wallet link', href: 'harbor://wc', target: '_self' },
      );
      expect(t.get(TypedStorage).read(PENDING)).toEqual({ topic: 'fake1', setAt: START });
    });

    it('the session the wallet approved meanwhile connects on return, reported as a connection, and the note goes', async () => {
      const events: string[] = [];
      const t = backFromTheWallet('fake7', aSession(), 30_000, {
        beforeStart: (core) => core.subscribeEvents(({ data }) => events.push(data.event)),
      });
      await settleFully();

      expect(t.walletConnect.calls).toContainEqual({ method: 'resumePairing', args: ['fake7'] });
      expect(t.get(AccountStore).account('eip155').status).toBe('connected');
      expect(t.get(ConnectionStore).get().wcSessionTopic).toBe('session-topic');
      expect(events).toContain('CONNECT_SUCCESS');
      expect(t.get(TypedStorage).read(PENDING)).toBeUndefined();
    });

    it('a session the wallet approves after the page is back connects then', async () => {
      const t = backFromTheWallet('fake7', 'waiting');
      await settleFully();
      expect(t.get(AccountStore).account('eip155').status).not.toBe('connected');

      t.walletConnect.approve(aSession());
      await settleFully();
      expect(t.get(AccountStore).account('eip155').status).toBe('connected');
      expect(t.get(TypedStorage).read(PENDING)).toBeUndefined();
    });

    it.each([
      ['refused in the wallet', new UserRejectedRequestError()],
      ['no longer kept by the client (expired, used up)', undefined],
    ] as const)('a pairing %s is forgotten, with nothing shown', async (_case, kept) => {
      const t = backFromTheWallet('fake7', kept);
      await settleFully();

      expect(t.walletConnect.calls).toContainEqual({ method: 'resumePairing', args: ['fake7'] });
      expect(t.get(TypedStorage).read(PENDING)).toBeUndefined();
      expect(t.get(AccountStore).account('eip155').status).not.toBe('connected');
      expect(t.get(ConnectionStore).get().wcFailure).toBeUndefined();
    });

    it("a note older than WalletConnect's 5-minute proposal is forgotten without starting the client", async () => {
      const t = backFromTheWallet('fake7', aSession(), WALLETCONNECT_PROPOSAL_LIFETIME_MS);
      await settleFully();

      expect(t.walletConnect.calls).toEqual([]);
      expect(t.get(TypedStorage).read(PENDING)).toBeUndefined();
    });

    it('a page without a note starts nothing (no client, no relay) on load', async () => {
      const t = setUp();
      await settleFully();
      expect(t.walletConnect.calls).toEqual([]);
    });

    it('the wallet refusing while the page is still open forgets the note too', async () => {
      const t = setUp({ environment: new FakeEnvironment() });
      await t.service.pair();
      t.service.openDeepLink(undefined, { kind: 'wallet link', href: 'harbor://wc', target: '_blank' });
      t.walletConnect.reject(new UserRejectedRequestError());
      await settleFully();
      expect(t.get(TypedStorage).read(PENDING)).toBeUndefined();
    });
  });
});
