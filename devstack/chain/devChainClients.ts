import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Chain,
  type HttpTransport,
  type PrivateKeyAccount,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type DevChain } from './DevChain';

/** A dev chain mines on arrival, so waiting on it should poll far faster than viem's 4 s default. */
const POLLING_INTERVAL_MS = 50;

export interface DevChainClients {
  readonly publicClient: PublicClient<HttpTransport, Chain>;
  /** Signs locally with the chosen dev account's key, as a real wallet would. */
  readonly walletClient: WalletClient<HttpTransport, Chain, PrivateKeyAccount>;
}

/** Where a dev chain is and what it is called: enough for viem to talk to it. */
export type DevChainEndpoint = Pick<DevChain, 'chainId' | 'name' | 'rpcUrl'>;

export function devViemChain(chain: DevChainEndpoint): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
}

/** viem clients for a dev chain, the wallet client acting as one of its accounts (account 0, the deployer, by default). */
export function devChainClients(
  chain: DevChainEndpoint & Pick<DevChain, 'accounts'>,
  accountIndex = 0,
): DevChainClients {
  const account = chain.accounts[accountIndex];
  if (account === undefined) throw new Error(`Dev chain ${chain.chainId} has no account ${accountIndex}`);
  const viemChain = devViemChain(chain);
  const transport = http(chain.rpcUrl);
  return {
    publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: POLLING_INTERVAL_MS }),
    walletClient: createWalletClient({
      chain: viemChain,
      transport,
      account: privateKeyToAccount(account.privateKey),
      pollingInterval: POLLING_INTERVAL_MS,
    }),
  };
}
