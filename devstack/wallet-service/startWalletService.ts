import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { serveOnLoopback } from '../http/serveOnLoopback';
import { renderNotice } from './pages/html';
import { adminRoutes } from './routes/adminRoutes';
import { apiRoutes } from './routes/apiRoutes';
import { deviceRoute } from './routes/deviceRoute';
import { farcasterRoutes } from './routes/farcasterRoutes';
import { framePageRoute } from './routes/framePageRoute';
import { HttpError, sendHtml, sendText } from './routes/httpAnswers';
import { mailboxRoute } from './routes/mailboxRoute';
import { type Route } from './routes/Route';
import { socialRoutes } from './routes/socialRoutes';
import { buildWalletServiceBundle, type WalletServiceBundle } from './buildWalletServiceBundle';
import { WALLET_SERVICE_ENTRIES } from './walletServiceBundleSpec';
import { type ChainAccess, type WalletServiceChain } from './server/ChainAccess';
import { devChainAccess } from './server/devChainAccess';
import { ServiceError } from './server/ServiceError';
import { WalletService, type WalletServiceSettings } from './server/WalletService';

export interface WalletServiceOptions extends Omit<WalletServiceSettings, 'serviceUrl' | 'chains'> {
  /** 0 (the default) picks a free port; the devstack passes `DEV_PORTS.walletService` for stable URLs. */
  readonly port?: number;
  readonly chains: readonly WalletServiceChain[];
  /** The dev account that gives new users ether. */
  readonly funderPrivateKey: `0x${string}`;
  /** Ether a new user gets on each chain; 10 unless said. */
  readonly fundingEther?: string;
  /** The dev chains as the service reaches them; over their JSON-RPC URLs unless a test brings its own. */
  readonly chainAccess?: ChainAccess;
  /** A bundle from {@link buildWalletServiceBundle}; without it, one is built or taken from the cache. */
  readonly bundle?: WalletServiceBundle;
}

export interface RunningWalletService {
  /** `http://localhost:<port>`: another site than any `http://127.0.0.1:…` page, so the frame is cross-site. */
  readonly url: string;
  /** The frame's address, for `apiUrls.embeddedWalletFrame`. */
  readonly frameUrl: string;
  readonly service: WalletService;
  readonly bundle: WalletServiceBundle;
  close(): Promise<void>;
}

const STATIC_DIR = path.join(__dirname, 'static');

interface Asset {
  readonly contentType: string;
  readonly body: Buffer;
}

async function loadAssets(bundle: WalletServiceBundle): Promise<ReadonlyMap<string, Asset>> {
  const script = 'text/javascript; charset=utf-8';
  const css = 'text/css; charset=utf-8';
  const files: [string, string, string][] = [
    ...Object.keys(WALLET_SERVICE_ENTRIES).map((name): [string, string, string] => [
      `/${name}.js`,
      path.join(bundle.dir, `${name}.js`),
      script,
    ]),
    ['/frame.css', path.join(STATIC_DIR, 'frame.css'), css],
    ['/pages.css', path.join(STATIC_DIR, 'pages.css'), css],
  ];
  const bodies = await Promise.all(files.map(([, file]) => readFile(file)));
  return new Map(
    files.map(([route, , contentType], index) => [route, { contentType, body: bodies[index] as Buffer }]),
  );
}

const ROUTES: readonly Route[] = [
  framePageRoute,
  apiRoutes,
  mailboxRoute,
  deviceRoute,
  socialRoutes,
  farcasterRoutes,
  adminRoutes,
];

function answerFailure(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError) sendText(response, error.status, error.message);
  // A refusal on a page a person opened (an expired link, a used sign-in): a page that says so.
  else if (error instanceof ServiceError)
    sendHtml(response, 400, renderNotice('This did not work', [error.message]));
  else {
    console.error('Wallet service:', error);
    sendText(response, 500, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The devstack's embedded wallet service on 127.0.0.1, addressed as `http://localhost:<port>`:
 * the frame page and its script, the frame's API, the mailbox, the device links, the social
 * provider pages and Farcaster's, and the failure switches. See README.md beside this file.
 */
export async function startWalletService(options: WalletServiceOptions): Promise<RunningWalletService> {
  const bundle = options.bundle ?? (await buildWalletServiceBundle());
  const assets = await loadAssets(bundle);
  // The service needs its own address, known once the server listens; requests come only after.
  const running: { context?: { service: WalletService; serviceUrl: string } } = {};

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.setHeader('cache-control', 'no-store');
    response.setHeader('x-content-type-options', 'nosniff');
    const context = running.context;
    if (context === undefined) throw new HttpError(503, 'The wallet service is starting');
    const url = new URL(request.url ?? '/', context.serviceUrl);
    const asset = assets.get(url.pathname);
    if (asset !== undefined && request.method === 'GET') {
      response.writeHead(200, { 'content-type': asset.contentType, 'content-length': asset.body.length });
      response.end(asset.body);
      return;
    }
    for (const route of ROUTES) {
      if (await route({ request, response, url, ...context })) return;
    }
    throw new HttpError(404, 'Not found');
  }

  const server = await serveOnLoopback(options.port ?? 0, (request, response) => {
    handle(request, response).catch((error: unknown) => answerFailure(response, error));
  });
  // Addressed by another host name than the pages on 127.0.0.1: a different site to the browser.
  const serviceUrl = server.url.replace('http://127.0.0.1:', 'http://localhost:');
  const service = new WalletService({
    ...options,
    serviceUrl,
    chains:
      options.chainAccess ??
      devChainAccess({
        chains: options.chains,
        funderPrivateKey: options.funderPrivateKey,
        fundingEther: options.fundingEther ?? '10',
      }),
  });
  running.context = { service, serviceUrl };
  return {
    url: serviceUrl,
    frameUrl: `${serviceUrl}/sdk`,
    service,
    bundle,
    close: async () => {
      service.close();
      await server.close();
    },
  };
}
