import ganache from 'ganache';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNT_BALANCE_ETHER, DEV_ACCOUNT_COUNT, DEV_MNEMONIC, type DevChainSpec } from '../config';
import { type Eip1193Requester } from './answerJsonRpc';
import { type DevAccount } from './DevChain';
import { serveJsonRpc } from './serveJsonRpc';

/** A bare ganache node: prefunded accounts, nothing deployed. */
export interface GanacheNode {
  readonly rpcUrl: string;
  readonly accounts: readonly DevAccount[];
  close(): Promise<void>;
}

export interface GanacheNodeOptions {
  readonly port: number;
  /** Timestamp of the genesis block; seeded history is dated after it. */
  readonly genesisTime: Date;
}

/**
 * Runs ganache's chain in this process and serves it over HTTP on 127.0.0.1. Transactions are
 * mined the moment they arrive (`eager`: the send returns once its block exists), so a dev chain
 * never waits for a block time.
 *
 * The HTTP side is our own `node:http` server rather than ganache's: ganache's server leaves
 * keep-alive connections open after closing, holding the port until clients let go, so a chain
 * could not be restarted on its port in the same process.
 */
export async function startGanacheNode(
  spec: DevChainSpec,
  options: GanacheNodeOptions,
): Promise<GanacheNode> {
  const provider = ganache.provider({
    chain: { chainId: spec.chainId, networkId: spec.chainId, time: options.genesisTime },
    wallet: {
      mnemonic: DEV_MNEMONIC,
      totalAccounts: DEV_ACCOUNT_COUNT,
      defaultBalance: DEV_ACCOUNT_BALANCE_ETHER,
    },
    miner: { blockTime: 0, instamine: 'eager' },
    logging: { quiet: true },
  });
  // ganache types `request` per method; the HTTP side passes whatever method a client names.
  const requester = provider as unknown as Eip1193Requester;
  // The first answer means ganache has finished starting; it must not be disconnected before that.
  const started = requester.request({ method: 'eth_chainId', params: [] });
  const server = await serveJsonRpc(requester, options.port).catch(async (error: unknown) => {
    await started.catch(() => undefined);
    await provider.disconnect();
    throw new Error(`Dev chain ${spec.chainId} could not listen on 127.0.0.1:${options.port}`, {
      cause: error,
    });
  });
  await started;
  let closing: Promise<void> | undefined;
  return {
    rpcUrl: server.url,
    accounts: accountsOf(provider.getInitialAccounts()),
    // Idempotent: a chain closed by its owner may be closed again by clean-up code.
    close: () => (closing ??= server.close().finally(() => provider.disconnect())),
  };
}

/** Ganache lists the mnemonic's accounts in derivation order; each key is checked against its address. */
function accountsOf(initial: Record<string, { secretKey: string }>): DevAccount[] {
  return Object.entries(initial).map(([address, { secretKey }]) => {
    const privateKey = secretKey as `0x${string}`;
    const derived = privateKeyToAccount(privateKey).address;
    if (derived !== getAddress(address)) throw new Error(`Dev account ${address} does not match its key`);
    return { address: derived, privateKey };
  });
}
