import { startBlockchainApi } from './api/startBlockchainApi';
import { type DevChain } from './chain/DevChain';
import { startDevChains } from './chain/startDevChain';
import { acceptedProjectIds, DEMO_PROJECT_ID, DEV_CHAINS, DEV_PORTS, SERVICE_ACCOUNTS } from './config';
import { buildWalletPageBundle } from './demo-wallet/buildWalletPageBundle';
import { startWalletPage } from './demo-wallet/startWalletPage';
import { startExplorer } from './explorer/startExplorer';
import { startRelay } from './relay/startRelay';
import { startVerifyStandIn } from './verify/startVerifyStandIn';
import { buildWalletServiceBundle } from './wallet-service/buildWalletServiceBundle';
import { LOOPBACK_ORIGINS } from './wallet-service/server/ProjectAccess';
import { devSmartAccounts } from './wallet-service/server/devSmartAccounts';
import { type Mail } from './wallet-service/server/Mailbox';
import { startWalletService } from './wallet-service/startWalletService';

export interface DevstackOptions {
  /** `fixed` uses the documented ports (the demo); `free` lets the system pick (tests). */
  readonly ports?: 'fixed' | 'free';
  /** Each mail the embedded wallet service sends (login codes, device links), as it is sent: the console's. */
  readonly onMail?: (mail: Mail) => void;
}

/** The wallet service funds new users from a service account of its own (`SERVICE_ACCOUNTS`). */
const WALLET_FUNDER_ACCOUNT = SERVICE_ACCOUNTS.walletServiceFunder;

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
  /**
   * The embedded wallet service, `http://localhost:PORT` (a different site from the pages on
   * 127.0.0.1): its frame is at `/sdk` (`apiUrls.embeddedWalletFrame`), its mails at `/mailbox`.
   */
  readonly walletServiceUrl: string;
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
 * wallet explorer, which links to that page, the blockchain API and the embedded wallet service
 * (its frame's bundle built meanwhile too). If a part fails to start, the parts already running
 * are stopped.
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
    const [chains, relay, verify, walletPageBundle, walletServiceBundle] = await allStarted([
      startDevChains(DEV_CHAINS, fixed ? {} : { port: 0 }).then((running) => {
        running.forEach(started);
        return running;
      }),
      startRelay({ port: fixed ? DEV_PORTS.walletConnectRelay : 0 }).then(started),
      startVerifyStandIn({ port: fixed ? DEV_PORTS.verify : 0 }).then(started),
      buildWalletPageBundle(),
      buildWalletServiceBundle(),
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
    const funder = chains[0]?.accounts[WALLET_FUNDER_ACCOUNT];
    if (funder === undefined)
      throw new Error(`The dev chains have no account ${WALLET_FUNDER_ACCOUNT} to fund wallets from`);
    const [explorer, api, walletService] = await allStarted([
      startExplorer({ port: fixed ? DEV_PORTS.explorer : 0, walletPageUrl: walletPage.url }).then(started),
      startBlockchainApi({ chains, port: fixed ? DEV_PORTS.blockchainApi : 0 }).then(started),
      startWalletService({
        port: fixed ? DEV_PORTS.walletService : 0,
        bundle: walletServiceBundle,
        chains: chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        projects: Object.fromEntries(
          [...acceptedProjectIds()].map((id) => [id, { allowedOrigins: LOOPBACK_ORIGINS }]),
        ),
        funderPrivateKey: funder.privateKey,
        smartAccounts: devSmartAccounts(chains),
        ...(options.onMail === undefined ? {} : { onMail: options.onMail }),
      }).then(started),
    ]);
    return {
      chains,
      blockchainApiUrl: api.url,
      explorerUrl: explorer.url,
      relayUrl: relay.url,
      walletPageUrl: walletPage.url,
      verifyUrl: verify.url,
      walletServiceUrl: walletService.url,
      projectId: DEMO_PROJECT_ID,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
