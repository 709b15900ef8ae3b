import { startBlockchainApi } from './api/startBlockchainApi';
import { type DevChain } from './chain/DevChain';
import { startDevChains } from './chain/startDevChain';
import { DEMO_PROJECT_ID, DEV_CHAINS, DEV_PORTS } from './config';
import { startExplorer } from './explorer/startExplorer';
import { startRelay } from './relay/startRelay';

export interface DevstackOptions {
  /** `fixed` uses the documented ports (the demo); `free` lets the system pick (tests). */
  readonly ports?: 'fixed' | 'free';
}

/** Everything the devstack runs, with the URLs to configure the product with. */
export interface Devstack {
  readonly chains: readonly DevChain[];
  readonly blockchainApiUrl: string;
  readonly explorerUrl: string;
  /** The WalletConnect relay, `ws://127.0.0.1:PORT`. */
  readonly relayUrl: string;
  readonly projectId: string;
  close(): Promise<void>;
}

/**
 * Starts the devstack: the dev chains (contracts deployed, history seeded), the blockchain API over
 * them and the wallet explorer. If a part fails to start, the parts already running are stopped.
 */
export async function startDevstack(options: DevstackOptions = {}): Promise<Devstack> {
  const fixed = (options.ports ?? 'fixed') === 'fixed';
  const stops: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => {
    await Promise.allSettled(stops.reverse().map((stop) => stop()));
  };
  try {
    const [chains, explorer, relay] = await Promise.all([
      startDevChains(DEV_CHAINS, fixed ? {} : { port: 0 }),
      startExplorer({ port: fixed ? DEV_PORTS.explorer : 0 }),
      startRelay({ port: fixed ? DEV_PORTS.walletConnectRelay : 0 }),
    ]);
    for (const chain of chains) stops.push(() => chain.close());
    stops.push(() => explorer.close());
    stops.push(() => relay.close());
    const api = await startBlockchainApi({ chains, port: fixed ? DEV_PORTS.blockchainApi : 0 });
    stops.push(() => api.close());
    return {
      chains,
      blockchainApiUrl: api.url,
      explorerUrl: explorer.url,
      relayUrl: relay.url,
      projectId: DEMO_PROJECT_ID,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
