import { SignClient } from '@walletconnect/sign-client';
import { ContainerModule, inject, injectable, type interfaces, optional } from 'inversify';
import { buildKeyportContainer } from '../../application/core/createKeyportCore';
import { WalletConnectClient } from '../../application/ports/WalletConnectClient';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { type Relay, startRelay } from '../../devstack/relay/startRelay';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { browserModule } from '../../infrastructure/composition/browserModule';
import { httpServicesModule } from '../../infrastructure/composition/httpServicesModule';
import { nodeModule } from '../../infrastructure/composition/nodeModule';
import { LazyWalletConnectClient } from '../../infrastructure/walletconnect/LazyWalletConnectClient';
import { MemoryKeyValueStorage } from '../../infrastructure/walletconnect/MemoryKeyValueStorage';
import { FakeWalletConnectClient } from '../fakes/FakeWalletConnectClient';
import { arbitrum, ethereum } from '../fixtures/networks';

/** Takes the port as the application's use cases do: optional, absent meaning "not available". */
@injectable()
class OptionalWalletConnectUser {
  constructor(@inject(WalletConnectClient) @optional() readonly walletConnect?: WalletConnectClient) {}
}

function containerFor(options: Omit<KeyportOptions, 'networks'>, modules: interfaces.ContainerModule[]) {
  const container = buildKeyportContainer({ networks: [ethereum, arbitrum], ...options }, modules);
  container.bind(OptionalWalletConnectUser).toSelf();
  return container;
}

function walletConnectOf(container: interfaces.Container): WalletConnectClient | undefined {
  return container.get(OptionalWalletConnectUser).walletConnect;
}

describe('composition roots bind WalletConnect (the adapter, relay URL configurable)', () => {
  it.each([
    ['Node', nodeModule],
    ['browser', browserModule],
  ])('%s: with a project id the port is a client that starts on first use, one per core', (_name, module) => {
    const container = containerFor({ projectId: DEMO_PROJECT_ID }, [module, httpServicesModule]);

    const port = walletConnectOf(container);

    expect(port).toBeInstanceOf(LazyWalletConnectClient);
    expect(walletConnectOf(container)).toBe(port);
    expect(
      walletConnectOf(containerFor({ projectId: DEMO_PROJECT_ID }, [module, httpServicesModule])),
    ).not.toBe(port);
  });

  it.each([
    ['Node', nodeModule],
    ['browser', browserModule],
  ])(
    'SPEC §1 / §8: %s without a project id: WalletConnect is not available (the optional port is absent)',
    (_n, module) => {
      expect(walletConnectOf(containerFor({}, [module, httpServicesModule]))).toBeUndefined();
      expect(
        walletConnectOf(containerFor({ projectId: '   ' }, [module, httpServicesModule])),
      ).toBeUndefined();
    },
  );

  it.each([
    ['Node', nodeModule],
    ['browser', browserModule],
  ])(
    'REFERENCE §5 enableWalletConnect: false: %s binds no client (no pairing, no SDK loaded)',
    (_n, module) => {
      const options = { projectId: DEMO_PROJECT_ID, enableWalletConnect: false };
      expect(walletConnectOf(containerFor(options, [module, httpServicesModule]))).toBeUndefined();
    },
  );

  it('a test or host module can still replace the binding', () => {
    const fake = new FakeWalletConnectClient();
    const replace = new ContainerModule((_bind, _unbind, _isBound, rebind) => {
      rebind(WalletConnectClient).toConstantValue(fake);
    });

    expect(walletConnectOf(containerFor({ projectId: DEMO_PROJECT_ID }, [nodeModule, replace]))).toBe(fake);
    expect(walletConnectOf(containerFor({}, [nodeModule, replace]))).toBe(fake);
  });

  describe('Node: the client reaches the relay of the options, keeps sessions in memory per core', () => {
    let relay: Relay;
    let wallet: InstanceType<typeof SignClient>;
    const started: LazyWalletConnectClient[] = [];

    beforeEach(async () => {
      relay = await startRelay();
      wallet = await SignClient.init({
        projectId: DEMO_PROJECT_ID,
        relayUrl: relay.url,
        telemetryEnabled: false,
        customStoragePrefix: `composition-wallet-${Date.now()}`,
        storage: new MemoryKeyValueStorage(),
        metadata: { name: 'Composition Wallet', description: '', url: 'http://127.0.0.1:8552', icons: [] },
      });
      // Offline, the wallet's Verify lookup fails but leaves a 5 s timer behind; fail it without one.
      wallet.core.verify.resolve = async () => {
        throw new Error('Verify is not reachable offline');
      };
    });

    afterEach(async () => {
      for (const port of started.splice(0)) await port.close();
      await wallet.core.relayer.transportClose();
      wallet.core.heartbeat.stop();
      await relay.close();
    });

    function nodePort(options: Omit<KeyportOptions, 'networks'>): LazyWalletConnectClient {
      const port = walletConnectOf(
        containerFor({ apiUrls: { walletConnectRelay: relay.url }, ...options }, [
          nodeModule,
          httpServicesModule,
        ]),
      );
      if (!(port instanceof LazyWalletConnectClient))
        throw new Error('the Node root bound no WalletConnect client');
      started.push(port);
      return port;
    }

    /** The optional namespaces of the last proposal the wallet received. */
    let proposed: Record<string, { chains?: string[]; methods: string[]; events: string[] }> = {};

    /** Pairs the port with the wallet; resolves with the proposer metadata the wallet saw. */
    async function pairWithWallet(port: WalletConnectClient) {
      const proposer = new Promise<{ name: string; url: string }>((resolve) => {
        wallet.once('session_proposal', ({ id, params }) => {
          proposed = params.optionalNamespaces;
          resolve(params.proposer.metadata);
          void wallet.approve({
            id,
            namespaces: {
              eip155: {
                chains: ['eip155:1'],
                accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
                methods: ['personal_sign'],
                events: ['chainChanged', 'accountsChanged'],
              },
            },
          });
        });
      });
      const proposal = await port.propose(['eip155:1', 'eip155:42161']);
      await wallet.pair({ uri: proposal.uri });
      const session = await proposal.approval;
      return { session, proposer: await proposer };
    }

    it("pairs through the configured relay; outside a page the wallet sees Keyport's Node metadata", async () => {
      const { session, proposer } = await pairWithWallet(nodePort({ projectId: DEMO_PROJECT_ID }));

      expect(session.accounts).toEqual(['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
      expect(proposer).toMatchObject({ name: 'Keyport', url: 'http://localhost' });
    });

    it("SPEC §3 app metadata: the host's metadata option is what the wallet shows", async () => {
      const metadata = { name: 'Host Shop', description: 'Shoes', url: 'https://shop.example', icons: [] };
      const { proposer } = await pairWithWallet(nodePort({ projectId: DEMO_PROJECT_ID, metadata }));

      expect(proposer).toMatchObject({ name: 'Host Shop', url: 'https://shop.example' });
    });

    it('REFERENCE §5 universalProviderConfigOverride: the wallet receives the methods and chains the site set', async () => {
      await pairWithWallet(
        nodePort({
          projectId: DEMO_PROJECT_ID,
          universalProviderConfigOverride: {
            methods: { eip155: ['personal_sign', 'eth_sendTransaction'] },
            chains: { eip155: ['eip155:1'] },
          },
        }),
      );

      expect(proposed['eip155']).toMatchObject({
        chains: ['eip155:1'],
        methods: ['personal_sign', 'eth_sendTransaction'],
      });
    });

    it('two cores in one process keep their sessions apart', async () => {
      const first = nodePort({ projectId: DEMO_PROJECT_ID });
      const second = nodePort({ projectId: DEMO_PROJECT_ID });

      const { session } = await pairWithWallet(first);

      await expect(first.restore()).resolves.toEqual(session);
      await expect(second.restore()).resolves.toBeUndefined();
    });
  });
});
