import { ChainStore } from '../../../../application/chain/ChainStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { ThemeStore } from '../../../../application/theme/ThemeStore';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { initialNetworkState } from '../../../../domain/network/ChainState';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { encodeStoredValue } from '../../../../domain/storage/StorageEntry';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, sepolia, solanaMainnet } from '../../../fixtures/networks';
import { aConnector } from '../../../support/arrangeConnection';
import { createTestCore, settle } from '../../../support/createTestCore';

/** Storage as an earlier visit left it, with the active network id the visitor last used. */
function storageWithActiveNetwork(raw: string): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(KEYPORT_STORAGE.activeCaipNetworkId.key, raw);
  return storage;
}

describe('StartupService (SPEC §1, §3: the first state of a new core)', () => {
  describe('SPEC §3: networks and the active network', () => {
    it('SPEC §3: groups the configured networks per namespace, each also the requested networks', () => {
      const t = createTestCore({ options: { networks: [ethereum, solanaMainnet, arbitrum] } });

      const { chains } = t.get(ChainStore).get();

      expect(Object.keys(chains)).toEqual(['eip155', 'solana']);
      expect(chains.eip155).toEqual({
        caipNetworks: [ethereum, arbitrum],
        networkState: {
          ...initialNetworkState(),
          requestedCaipNetworks: [ethereum, arbitrum],
          caipNetwork: ethereum,
        },
      });
      expect(chains.solana).toEqual({
        caipNetworks: [solanaMainnet],
        networkState: { ...initialNetworkState(), requestedCaipNetworks: [solanaMainnet] },
      });
      expect(t.core.getCaipNetworks()).toEqual([ethereum, arbitrum, solanaMainnet]);
    });

    it('SPEC §1: the first network is active when no default network is given', () => {
      const t = createTestCore({ options: { networks: [arbitrum, ethereum] } });

      expect(t.core.getCaipNetwork()).toEqual(arbitrum);
      expect(t.core.getState()).toMatchObject({ activeChain: 'eip155', selectedNetworkId: 'eip155:42161' });
    });

    it('SPEC §1: the default network is active', () => {
      const t = createTestCore({
        options: { networks: [ethereum, solanaMainnet], defaultNetwork: solanaMainnet },
      });

      expect(t.core.getCaipNetwork()).toEqual(solanaMainnet);
      expect(t.core.getState().activeChain).toBe('solana');
      expect(t.get(ChainStore).networkState('solana')?.caipNetwork).toEqual(solanaMainnet);
      expect(t.get(ChainStore).networkState('eip155')?.caipNetwork).toBeUndefined();
    });

    it('SPEC §3: the stored active network id wins when it is among the configured networks', () => {
      const storage = storageWithActiveNetwork(
        encodeStoredValue(KEYPORT_STORAGE.activeCaipNetworkId, 'eip155:42161'),
      );

      const t = createTestCore({ storage, options: { networks: [ethereum, arbitrum] } });

      expect(t.core.getCaipNetwork()).toEqual(arbitrum);
      expect(t.get(ChainStore).networkState('eip155')?.caipNetwork).toEqual(arbitrum);
    });

    it('SPEC §3: a stored network of another namespace makes that namespace active', () => {
      const storage = storageWithActiveNetwork(
        encodeStoredValue(KEYPORT_STORAGE.activeCaipNetworkId, solanaMainnet.caipNetworkId),
      );

      const t = createTestCore({ storage, options: { networks: [ethereum, solanaMainnet] } });

      expect(t.core.getState()).toMatchObject({
        activeChain: 'solana',
        selectedNetworkId: solanaMainnet.caipNetworkId,
      });
    });

    it('SPEC §3: a stored network id the host no longer configures is ignored', () => {
      const storage = storageWithActiveNetwork(
        encodeStoredValue(KEYPORT_STORAGE.activeCaipNetworkId, sepolia.caipNetworkId),
      );

      const t = createTestCore({
        storage,
        options: { networks: [ethereum, arbitrum], defaultNetwork: arbitrum },
      });

      expect(t.core.getCaipNetwork()).toEqual(arbitrum);
    });

    it.each([
      ['not JSON', '{eip155:42161'],
      ['not a CAIP-2 id', JSON.stringify('arbitrum')],
      ['not a string', JSON.stringify(42161)],
    ])('SPEC §3: a corrupt stored network id (%s) is ignored and removed', (_label, raw) => {
      const storage = storageWithActiveNetwork(raw);

      const t = createTestCore({ storage, options: { networks: [ethereum, arbitrum] } });

      expect(t.core.getCaipNetwork()).toEqual(ethereum);
      expect(storage.getItem(KEYPORT_STORAGE.activeCaipNetworkId.key)).toBeNull();
    });
  });

  describe('SPEC §1, §3, §9: theme and wallet-connect mode', () => {
    it('SPEC §9: the theme is dark unless the options say otherwise', () => {
      const t = createTestCore();

      expect(t.core.getThemeMode()).toBe('dark');
      expect(t.core.getThemeVariables()).toEqual({});
    });

    it('SPEC §3: the theme mode and variables come from the options', () => {
      const t = createTestCore({
        options: { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0066', '--w3m-z-index': 999 } },
      });

      expect(t.get(ThemeStore).get()).toEqual({
        themeMode: 'light',
        themeVariables: { '--w3m-accent': '#ff0066', '--w3m-z-index': 999 },
      });
    });

    it('SPEC §4: without adapters the core is in basic wallet-connect mode; with one it is not', () => {
      expect(createTestCore({ adapters: [] }).get(ConnectionStore).get().wcBasic).toBe(true);
      expect(createTestCore().get(ConnectionStore).get().wcBasic).toBe(false);
    });
  });

  describe('SPEC §1, §8: configuration alerts', () => {
    it('SPEC §1, §8: a missing project id raises "Project ID Not Configured" and creation continues', () => {
      const t = createTestCore({ options: { projectId: undefined } });

      expect(t.core.getAlerts()).toEqual([ALERTS.PROJECT_ID_NOT_CONFIGURED]);
      expect(t.core.getAlerts()[0]?.title).toBe('Project ID Not Configured');
      expect(t.core.getState().initialized).toBe(true);
      expect(t.core.getCaipNetwork()).toEqual(ethereum);
    });

    it('SPEC §1, §8: a blank project id counts as missing', () => {
      const t = createTestCore({ options: { projectId: '   ' } });

      expect(t.core.getAlerts().map((a) => a.code)).toEqual(['PROJECT_ID_NOT_CONFIGURED']);
    });

    it('SPEC §1: a project id raises no alert', () => {
      expect(createTestCore().core.getAlerts()).toEqual([]);
    });
  });

  describe('SPEC §7: MODAL_CREATED, then INITIALIZE', () => {
    it('SPEC §7: creation publishes MODAL_CREATED, then INITIALIZE (AppKit), once each', () => {
      const seen: string[] = [];
      const t = createTestCore({
        beforeStart: (core) => void core.subscribeEvents((event) => seen.push(event.data.event)),
      });

      // The first is the store's value before creation publishes anything.
      expect(seen).toEqual(['MODAL_CREATED', 'MODAL_CREATED', 'INITIALIZE']);
      expect(t.core.getEvent()).toMatchObject({
        timestamp: t.clock.now(),
        data: { type: 'track', event: 'INITIALIZE' },
      });
    });

    it("SPEC §7: INITIALIZE carries the options' summary: network ids, the default, the theme mode, whether sign-in is set up", () => {
      const withSignIn = createTestCore({
        options: {
          networks: [ethereum, arbitrum],
          defaultNetwork: arbitrum,
          themeMode: 'light',
          siwx: { getRequired: () => false },
          metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
          customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example/secret-key' }] },
        },
      });
      expect(withSignIn.core.getEvent().data).toEqual({
        type: 'track',
        event: 'INITIALIZE',
        properties: {
          networks: ['eip155:1', 'eip155:42161'],
          defaultNetwork: 'eip155:42161',
          themeMode: 'light',
          siwx: true,
        },
      });
      // Nothing else of the options: the project id, the metadata and the RPC URLs stay out.
      expect(JSON.stringify(withSignIn.core.getEvent())).not.toMatch(/test-project|Shop|secret-key/);
      expect(createTestCore().core.getEvent().data.properties).toMatchObject({
        siwx: false,
        themeMode: 'dark',
      });
    });

    it('SPEC §7: MODAL_CREATED and INITIALIZE are not sent to analytics, while later events are', async () => {
      const t = createTestCore();
      await settle();
      expect(t.analytics.sent).toEqual([]);

      await t.core.open();

      expect(t.analytics.events()).toEqual(['MODAL_OPEN']);
    });
  });

  describe('SPEC §3: connectors the adapters discover', () => {
    const metamask = aConnector('eip155', 'ANNOUNCED', 'io.metamask', 'MetaMask');
    const rabby = aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby');
    const injected = aConnector('eip155', 'INJECTED', 'injected', 'Browser Wallet');
    const phantom = aConnector('solana', 'ANNOUNCED', 'app.phantom', 'Phantom');

    it('SPEC §3: the connectors an adapter already knows appear at once', () => {
      const t = createTestCore({
        adapters: [new FakeChainAdapter('eip155', [injected])],
        walletConnect: false,
      });

      expect(t.get(ConnectorStore).get().connectors).toEqual([injected]);
    });

    it('SPEC §3: connectors discovered later appear, replaced per namespace', () => {
      const evm = new FakeChainAdapter('eip155', [injected]);
      const sol = new FakeChainAdapter('solana');
      const t = createTestCore({
        adapters: [evm, sol],
        options: { networks: [ethereum, solanaMainnet] },
        walletConnect: false,
      });
      const store = t.get(ConnectorStore);

      evm.connectors$.next([injected, metamask]);
      sol.connectors$.next([phantom]);
      expect(store.get().connectors).toEqual([injected, metamask, phantom]);

      evm.connectors$.next([metamask, rabby]);
      expect(store.get().connectors).toEqual([phantom, metamask, rabby]);

      sol.connectors$.next([]);
      expect(store.get().connectors).toEqual([metamask, rabby]);
    });

    it('SPEC §3: discovery keeps the connected connector ids', () => {
      const evm = new FakeChainAdapter('eip155');
      const t = createTestCore({ adapters: [evm] });
      t.get(ConnectorStore).set({ connectedConnectorIds: { eip155: 'io.metamask' } });

      evm.connectors$.next([metamask]);

      expect(t.get(ConnectorStore).connectedConnector('eip155')).toEqual(metamask);
    });

    it('SPEC §2: with a WalletConnect client the namespace offers the WalletConnect connector, kept through discovery', () => {
      const evm = new FakeChainAdapter('eip155', [injected]);
      const t = createTestCore({ adapters: [evm] });

      evm.connectors$.next([metamask]);

      expect(t.get(ConnectorStore).get().connectors).toEqual([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
        metamask,
      ]);
    });

    it('ARCHITECTURE "The container and the core": destroy() stops following the adapters', () => {
      const evm = new FakeChainAdapter('eip155', [injected]);
      const t = createTestCore({ adapters: [evm], walletConnect: false });

      t.core.destroy();
      evm.connectors$.next([metamask]);

      expect(t.get(ConnectorStore).get().connectors).toEqual([injected]);
      expect(evm.connectors$.observed).toBe(false);
    });
  });
});
