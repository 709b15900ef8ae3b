import { startBlockchainApi } from './api/startBlockchainApi';
import { type DevChain } from './chain/DevChain';
import { startDevChains } from './chain/startDevChain';
import { DEMO_PROJECT_ID, DEV_CHAINS, DEV_PORTS } from './config';
import { buildWalletPageBundle } from './demo-wallet/buildWalletPageBundle';
import { startWalletPage } from './demo-wallet/startWalletPage';
import { startExplorer } from './explorer/startExplorer';
import { startRelay } from './relay/startRelay';
import { startVerifyStandIn } from './verify/startVerifyStandIn';

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
  /** The demo wallet page, `http://127.0.0.1:PORT` (pair at `/`, or open `/wc?uri=…`). */
  readonly walletPageUrl: string;
  /**
   * WalletConnect's Verify service stand-in, `http://127.0.0.1:PORT`: the `apiUrls.walletConnectVerify`
   * of every local site, and the Verify URL of the demo wallet.
   */
  readonly verifyUrl: string;
  readonly projectId: string;
  close(): Promise<void>;
}

/**
 * Like `Promise.all`, but rejects only once every part has settled, so that no part is still
 * starting (and would keep its port) when the stack is closed after a sibling failed.
 */
async function allStarted<T extends readonly unknown[]>(parts: {
  readonly [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(parts as readonly Promise<unknown>[]);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Starts the devstack: the dev chains (contracts deployed, history seeded), the WalletConnect relay,
 * the Verify stand-in and the demo wallet page over them (its bundle built or taken from the cache meanwhile), then the
 * wallet explorer, which links to that page, and the blockchain API. If a part fails to start, the
 * parts already running are stopped.
 */
export async function startDevstack(options: DevstackOptions = {}): Promise<Devstack> {
  const fixed = (options.ports ?? 'fixed') === 'fixed';
  const stops: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => {
    await Promise.allSettled(stops.reverse().map((stop) => stop()));
  };
  /** Keeps what started for `close()`, even when a sibling failed to start. */
  const started = <T extends { close(): Promise<void> }>(part: T): T => {
    stops.push(() => part.close());
    return part;
  };
  try {
    const [chains, relay, verify, walletPageBundle] = await allStarted([
      startDevChains(DEV_CHAINS, fixed ? {} : { port: 0 }).then((running) => {
        running.forEach(started);
        return running;
      }),
      startRelay({ port: fixed ? DEV_PORTS.walletConnectRelay : 0 }).then(started),
      startVerifyStandIn({ port: fixed ? DEV_PORTS.verify : 0 }).then(started),
      buildWalletPageBundle(),
    ]);
    const walletPage = started(
      await startWalletPage({
        port: fixed ? DEV_PORTS.demoWallet : 0,
        bundle: walletPageBundle,
        config: {
          projectId: DEMO_PROJECT_ID,
          relayUrl: relay.url,
          verifyUrl: verify.url,
          chains: chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        },
      }),
    );
    const [explorer, api] = await allStarted([
      startExplorer({ port: fixed ? DEV_PORTS.explorer : 0, walletPageUrl: walletPage.url }).then(started),
      startBlockchainApi({ chains, port: fixed ? DEV_PORTS.blockchainApi : 0 }).then(started),
    ]);
    return {
      chains,
      blockchainApiUrl: api.url,
      explorerUrl: explorer.url,
      relayUrl: relay.url,
      walletPageUrl: walletPage.url,
      verifyUrl: verify.url,
      projectId: DEMO_PROJECT_ID,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
