import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { type DevChain } from '../chain/DevChain';
import { acceptedProjectIds } from '../config';
import { type AnalyticsRecord } from './analytics/AnalyticsRecord';
import { type ApiContext } from './ApiContext';
import { AssetUrls } from './assets/AssetUrls';
import { ChainDirectory } from './chains/ChainDirectory';
import { AccountHistory } from './history/AccountHistory';
import { createRequestListener } from './http/createRequestListener';
import { NameRegistry } from './names/NameRegistry';
import { CheckoutLedger } from './onramp/CheckoutLedger';
import { accountRoutes } from './routes/accountRoutes';
import { analyticsRoutes } from './routes/analyticsRoutes';
import { assetRoutes } from './routes/assetRoutes';
import { chainRoutes } from './routes/chainRoutes';
import { convertRoutes } from './routes/convertRoutes';
import { explorerRoutes } from './routes/explorerRoutes';
import { fungibleRoutes } from './routes/fungibleRoutes';
import { onrampRoutes } from './routes/onrampRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { SmartSessions } from './sessions/SmartSessions';

export interface BlockchainApiOptions {
  /** The dev chains the API serves; their state is what every answer is read from. */
  readonly chains: readonly DevChain[];
  /** 0 or absent picks a free port (tests); `DEV_PORTS.blockchainApi` for the demo. */
  readonly port?: number;
  /** Project ids let through; `acceptedProjectIds()` by default. */
  readonly projectIds?: ReadonlySet<string>;
  /** Where onramp URLs send the buyer; the API's own `/checkout` by default. */
  readonly checkoutBaseUrl?: string;
  /** Told of each unexpected handler error (answered 500); written to stderr by default. */
  readonly onUnexpectedError?: (error: unknown) => void;
}

export interface BlockchainApi {
  /** `http://127.0.0.1:<port>`, the base URL to give the product. */
  readonly url: string;
  /** Analytics events received (`POST /e`), in arrival order. */
  readonly analytics: readonly AnalyticsRecord[];
  /** Smart sessions per account; `grant` adds one, as a wallet granting permissions would. */
  readonly sessions: SmartSessions;
  close(): Promise<void>;
}

/**
 * Starts the devstack blockchain API on 127.0.0.1: every call of SPEC §7 with the request and
 * answer fields of REFERENCE §3a, answered from the dev chains' live state, plus the devstack's
 * own helpers (`GET /devstack/analytics`, `POST /devstack/sessions/{address}`, images, `/checkout`)
 * and its block explorer's pages (`/explorer/…`).
 */
export async function startBlockchainApi(options: BlockchainApiOptions): Promise<BlockchainApi> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const directory = new ChainDirectory(options.chains);
  const assets = new AssetUrls(url);
  const context: ApiContext = {
    directory,
    assets,
    history: new AccountHistory(directory, assets),
    names: new NameRegistry(),
    sessions: new SmartSessions(),
    analytics: [],
    checkoutBaseUrl: options.checkoutBaseUrl ?? url,
    checkout: new CheckoutLedger(),
  };
  const onUnexpectedError =
    options.onUnexpectedError ??
    ((error: unknown) => console.error('[devstack api] unexpected error:', error));
  server.on(
    'request',
    createRequestListener({
      routes: [
        ...chainRoutes(context),
        ...accountRoutes(context),
        ...fungibleRoutes(context),
        ...profileRoutes(context),
        ...convertRoutes(context),
        ...onrampRoutes(context),
        ...sessionRoutes(context),
        ...analyticsRoutes(context),
        ...assetRoutes(context),
        ...explorerRoutes(context),
      ],
      projectIds: options.projectIds ?? acceptedProjectIds(),
      onUnexpectedError,
    }),
  );

  return {
    url,
    analytics: context.analytics,
    sessions: context.sessions,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
