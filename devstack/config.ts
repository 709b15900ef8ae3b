/**
 * The devstack's fixed facts: who may call it, which keys fund its chains, which chains run.
 * Everything here is for local development and tests only; none of it is a secret.
 */

/** The project id the demo and the tests use; a newcomer needs no project of their own. */
export const DEMO_PROJECT_ID = 'keyport-demo-project';

/** Project ids the devstack accepts besides the demo one (comma list in KEYPORT_DEVSTACK_PROJECT_IDS). */
export function acceptedProjectIds(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const extra = (env.KEYPORT_DEVSTACK_PROJECT_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return new Set([DEMO_PROJECT_ID, ...extra]);
}

/** The well-known development mnemonic: its accounts are prefunded on every dev chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The prefunded accounts a person or a test may act as (the demo wallet's and test wallet's
 * `?account=N`): the seeded history, the swap pools and the onramp treasury live among them.
 */
export const VISITOR_ACCOUNT_COUNT = 10;

/**
 * Accounts after the visitors' that the devstack's own services send from, each for one service
 * alone, so that no visitor's transaction can take a nonce a service counted on.
 */
export const SERVICE_ACCOUNTS = { smartAccountFunder: 10, walletServiceFunder: 11 } as const;

/** How many prefunded accounts each chain has, and with how much ether each. */
export const DEV_ACCOUNT_COUNT = VISITOR_ACCOUNT_COUNT + Object.keys(SERVICE_ACCOUNTS).length;
export const DEV_ACCOUNT_BALANCE_ETHER = 1_000;

export interface DevChainSpec {
  readonly chainId: number;
  readonly name: string;
  /** The port to listen on; 0 picks a free one (tests), a fixed one makes the demo's URLs stable. */
  readonly port: number;
}

/** SPEC §9 swap networks 1 and 42161, so swaps and network switching work on the devstack. */
export const DEV_CHAINS: readonly DevChainSpec[] = [
  { chainId: 1, name: 'Ethereum (devstack)', port: 8545 },
  { chainId: 42161, name: 'Arbitrum One (devstack)', port: 8546 },
];

/** Fixed ports of the services when started by `npm run devstack` (tests use free ports). */
export const DEV_PORTS = {
  blockchainApi: 8550,
  explorer: 8551,
  walletConnectRelay: 8552,
  demoWallet: 8553,
  verify: 8554,
  walletService: 8555,
} as const;
