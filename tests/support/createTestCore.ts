import { ContainerModule, type interfaces } from 'inversify';
import { buildKeyportContainer } from '../../application/core/createKeyportCore';
import { disconnectModule } from '../../application/disconnect/disconnectModule';
import { accountDetailsModule } from '../../application/connection/accountDetailsModule';
import { accountViewFeature } from '../../application/account-view/accountViewFeature';
import { allWalletsFeature } from '../../application/wallets/allWalletsFeature';
import { walletListFeature } from '../../application/wallets/walletListFeature';
import { onrampFeature } from '../../application/onramp/onrampFeature';
import { sendFeature } from '../../application/send/sendFeature';
import { swapFeature } from '../../application/swap/swapFeature';
import { walletConnectPairingFeature } from '../../application/walletconnect/walletConnectPairingFeature';
import { Keyport } from '../../application/instance/Keyport';
import { Analytics } from '../../application/ports/Analytics';
import { BlockchainApi } from '../../application/ports/BlockchainApi';
import { ChainAdapter } from '../../application/ports/ChainAdapter';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { FrameMessengers } from '../../application/ports/FrameMessenger';
import { Storage } from '../../application/ports/Storage';
import { WalletConnectClient } from '../../application/ports/WalletConnectClient';
import { WalletConnectSessionProviders } from '../../application/ports/WalletConnectSessionProviders';
import { WalletRegistry } from '../../application/ports/WalletRegistry';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { MemoryStorage } from '../../infrastructure/storage/MemoryStorage';
import { lazySessionProviders } from '../../infrastructure/walletconnect/lazySessionProviders';
import { FakeBlockchainApi } from '../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../fakes/FakeChainAdapter';
import { FakeClock } from '../fakes/FakeClock';
import { FakeEnvironment } from '../fakes/FakeEnvironment';
import { type FakeFrameMessenger, fakeFrameMessengers } from '../fakes/FakeFrameMessenger';
import { FakeWalletConnectClient } from '../fakes/FakeWalletConnectClient';
import { FakeWalletRegistry } from '../fakes/FakeWalletRegistry';
import { RecordingAnalytics } from '../fakes/RecordingAnalytics';
import { ethereum } from '../fixtures/networks';

/** Every feature a view can enable. */
const ALL_FEATURES = [
  accountViewFeature,
  allWalletsFeature,
  walletListFeature,
  onrampFeature,
  swapFeature,
  sendFeature,
  walletConnectPairingFeature,
];

export interface TestCore {
  readonly core: Keyport;
  readonly clock: FakeClock;
  readonly storage: MemoryStorage;
  readonly analytics: RecordingAnalytics;
  readonly environment: FakeEnvironment;
  readonly walletConnect: FakeWalletConnectClient;
  readonly adapters: readonly FakeChainAdapter[];
  readonly blockchainApi: FakeBlockchainApi;
  /** The wallet explorer; an empty one unless the setup gives one. */
  readonly walletRegistry: FakeWalletRegistry;
  /** Any store or use case of this core, to arrange a state or check one. */
  get<T>(token: interfaces.ServiceIdentifier<T>): T;
}

export interface TestCoreSetup {
  readonly options?: Partial<KeyportOptions>;
  /** Chain adapters; defaults to one eip155 fake. Pass [] for a wallet-connect-only setup. */
  readonly adapters?: readonly FakeChainAdapter[];
  readonly environment?: FakeEnvironment;
  readonly storage?: MemoryStorage;
  readonly analytics?: RecordingAnalytics;
  readonly blockchainApi?: FakeBlockchainApi;
  readonly walletRegistry?: FakeWalletRegistry;
  /** Whether a WalletConnect client is bound (a host with a project id); true unless set false. */
  readonly walletConnect?: boolean;
  /** The WalletConnect client to bind, e.g. one holding a session from an earlier visit. */
  readonly walletConnectClient?: FakeWalletConnectClient;
  /**
   * Whether every feature is enabled at start (true unless set false): false leaves them to the
   * actions and views that load them, as in a page.
   */
  readonly enableFeatures?: boolean;
  /**
   * Called with the built core before it starts, e.g. to subscribe to what creation itself
   * publishes (a subscription made after creation sees only its last event).
   */
  readonly beforeStart?: (core: Keyport) => void;
  /** The embedded wallet's frame, played by the test; without one the login is not offered (as in Node). */
  readonly frame?: FakeFrameMessenger;
  /** Adapters of the product's own (the EVM adapter over a provider), bound beside the fakes of `adapters`. */
  readonly chainAdapters?: readonly ChainAdapter[];
  /** The instance's name (`KeyportSetup.name`); the default instance unless given. */
  readonly name?: string;
}

/** A started core on fake ports and virtual time: what application tests start from. */
export function createTestCore(setup: TestCoreSetup = {}): TestCore {
  const clock = new FakeClock();
  const storage = setup.storage ?? new MemoryStorage();
  const analytics = setup.analytics ?? new RecordingAnalytics();
  const environment = setup.environment ?? new FakeEnvironment();
  const walletConnect = setup.walletConnectClient ?? new FakeWalletConnectClient();
  const adapters = setup.adapters ?? [new FakeChainAdapter('eip155')];
  const blockchainApi = setup.blockchainApi ?? new FakeBlockchainApi();
  const walletRegistry = setup.walletRegistry ?? new FakeWalletRegistry([]);
  const fakes = new ContainerModule((bind) => {
    bind(Clock).toConstantValue(clock);
    bind(Storage).toConstantValue(storage);
    bind(Analytics).toConstantValue(analytics);
    bind(Environment).toConstantValue(environment);
    // As the product's roots do (`walletConnectBinding`): a site that turns WalletConnect off has no client.
    if ((setup.walletConnect ?? true) && setup.options?.enableWalletConnect !== false) {
      bind(WalletConnectClient).toConstantValue(walletConnect);
    }
    bind(WalletConnectSessionProviders).toConstantValue(lazySessionProviders);
    bind(BlockchainApi).toConstantValue(blockchainApi);
    bind(WalletRegistry).toConstantValue(walletRegistry);
    for (const adapter of [...adapters, ...(setup.chainAdapters ?? [])])
      bind(ChainAdapter).toConstantValue(adapter);
    if (setup.frame !== undefined) bind(FrameMessengers).toConstantValue(fakeFrameMessengers(setup.frame));
  });
  const options = { projectId: 'test-project', networks: [ethereum], ...setup.options } as KeyportOptions;
  // Disconnecting's and the account details' use cases are bound up front, so tests reach them by
  // class (`get(DisconnectService)`, `get(IdentityService)`); the instance finds them bound and uses them.
  const container = buildKeyportContainer(options, [fakes, disconnectModule, accountDetailsModule], {
    name: setup.name,
  });
  const core = container.get(Keyport);
  setup.beforeStart?.(core);
  core.initialize();
  // Application tests reach every use case; views enable their features themselves.
  if (setup.enableFeatures ?? true) for (const feature of ALL_FEATURES) core.enable(feature);
  return {
    core,
    clock,
    storage,
    analytics,
    environment,
    walletConnect,
    adapters,
    blockchainApi,
    walletRegistry,
    get: (token) => container.get(token),
  };
}

/**
 * Lets every pending promise chain run to its end, however many turns it takes (code loaded on
 * demand, such as a WalletConnect session's provider, adds turns): waits for the next macrotask.
 */
export async function settleFully(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets pending promise callbacks run (analytics deliveries, adapter calls). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
