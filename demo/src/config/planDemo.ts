import { type AppKitOptions } from '../../../presentation/index';
import { type DemoChain, type DemoConfig } from './DemoConfig';
import {
  DEFAULT_TEST_ACCOUNT,
  type DemoFeatureSwitch,
  type DemoFlags,
  type TestWalletMode,
} from './readDemoFlags';

type Network = AppKitOptions['networks'][number];
type Networks = AppKitOptions['networks'];

/** What the injected test wallet is given: a devnet key and the dev chains' RPC endpoints. */
export interface TestWalletPlan {
  readonly mode: TestWalletMode;
  readonly privateKey: `0x${string}`;
  readonly chainId: number;
  readonly rpcUrls: Readonly<Record<number, string>>;
}

/** The demo's set-up from the devstack's configuration and the query flags. */
export interface DemoPlan {
  readonly networks: Networks;
  /** The devstack's project id, another the page asked for, or none (`&projectId=`). */
  readonly projectId: string | undefined;
  /** The feature switches the page turned off (`&featuresOff=`), as `features` takes them. */
  readonly features: Readonly<Partial<Record<DemoFeatureSwitch, false>>>;
  readonly testWallet: TestWalletPlan | undefined;
  readonly problems: readonly string[];
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** What the devstack's block explorer (on the blockchain API, under `/explorer/<chainId>`) is called. */
const DEVSTACK_EXPLORER_NAME = 'Devstack Explorer';

/**
 * A dev chain as a network: Keyport's own definition of that chain id (its name and currency) with
 * the dev chain's RPC endpoint and, as its block explorer, the devstack's (no public explorer knows
 * a dev chain's transactions), so the product's explorer links open real pages.
 */
function networkOf(chain: DemoChain, knownNetworks: readonly Network[], blockchainApiUrl: string): Network {
  const known = knownNetworks.find(
    (network) => network.chainNamespace === 'eip155' && network.id === chain.chainId,
  );
  return {
    id: chain.chainId,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.chainId}`,
    name: known?.name ?? chain.name,
    nativeCurrency: known?.nativeCurrency ?? ETHER,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: {
      default: {
        name: DEVSTACK_EXPLORER_NAME,
        url: `${blockchainApiUrl.replace(/\/+$/, '')}/explorer/${chain.chainId}`,
      },
    },
    ...(known?.assets === undefined ? {} : { assets: known.assets }),
  };
}

type Chains = readonly [DemoChain, ...DemoChain[]];

function requestedChains(chains: Chains, flags: DemoFlags, problems: string[]): Chains {
  const wanted = flags.networks;
  if (wanted === undefined) return chains;
  for (const id of wanted) {
    if (!chains.some((chain) => chain.chainId === id)) problems.push(`networks: ${id} is not a dev chain`);
  }
  const [first, ...rest] = chains.filter((chain) => wanted.includes(chain.chainId));
  if (first !== undefined) return [first, ...rest];
  problems.push('networks: no dev chain requested, so every dev chain is');
  return chains;
}

function isPrivateKey(text: string): text is `0x${string}` {
  return /^0x[0-9a-fA-F]{64}$/.test(text);
}

function testWalletPlan(
  config: DemoConfig,
  chains: Chains,
  flags: DemoFlags,
  problems: string[],
): TestWalletPlan | undefined {
  if (flags.testWallet === undefined) return undefined;
  let account = config.devAccounts[flags.account];
  if (account === undefined) {
    problems.push(`account=${flags.account}: the devnet has accounts 0 to ${config.devAccounts.length - 1}`);
    account = config.devAccounts[DEFAULT_TEST_ACCOUNT];
  }
  if (account === undefined || !isPrivateKey(account.privateKey)) {
    problems.push('The devstack gave no devnet account: no test wallet injected');
    return undefined;
  }
  let chainId = flags.walletChain;
  if (!chains.some((chain) => chain.chainId === chainId)) {
    problems.push(`walletChain=${chainId} is not a dev chain: the wallet starts on ${chains[0].chainId}`);
    chainId = chains[0].chainId;
  }
  return {
    mode: flags.testWallet,
    privateKey: account.privateKey,
    chainId,
    rpcUrls: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  };
}

/**
 * Plans the demo: the dev chains the page requests as networks (all, or those of `&networks=`), the
 * project id (the devstack's unless `&projectId=` says otherwise), the features switched off
 * (`&featuresOff=`), and the test wallet when
 * `?testWallet=` asks for one. A flag that cannot be honoured falls back to its
 * default and is reported in `problems`, so the page still starts.
 */
export function planDemo(config: DemoConfig, flags: DemoFlags, knownNetworks: readonly Network[]): DemoPlan {
  const [firstChain, ...otherChains] = config.chains;
  if (firstChain === undefined) throw new Error('The devstack runs no chain');
  const chains: Chains = [firstChain, ...otherChains];
  const problems = [...flags.problems];
  const [first, ...rest] = requestedChains(chains, flags, problems);
  const network = (chain: DemoChain): Network => networkOf(chain, knownNetworks, config.blockchainApiUrl);
  return {
    networks: [network(first), ...rest.map(network)],
    projectId: flags.projectId === undefined ? config.projectId : flags.projectId || undefined,
    features: Object.fromEntries(flags.featuresOff.map((name) => [name, false])),
    testWallet: testWalletPlan(config, chains, flags, problems),
    problems,
  };
}
