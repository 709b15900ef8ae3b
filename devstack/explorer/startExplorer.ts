import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { acceptedProjectIds } from '../config';
import { type ExplorerWallet } from './ExplorerWallet';
import { allowCrossOrigin, sendError, sendJson } from './explorerResponses';
import { selectWallets } from './selectWallets';
import { DEFAULT_WALLET_PAGE_URL, explorerWallets } from './walletFixture';
import { WALLET_IMAGE_CONTENT_TYPE, walletImageSvg } from './walletImage';
import { readWalletQuery } from './walletQuery';

export interface ExplorerOptions {
  /** 0 (the default) picks a free port; the devstack passes `DEV_PORTS.explorer` for stable URLs. */
  readonly port?: number;
  /** Project ids allowed to call; defaults to `acceptedProjectIds()`. */
  readonly projectIds?: Iterable<string>;
  /**
   * The demo wallet page (`http://127.0.0.1:<port>`) the fixture's Keyport Demo Wallet links to;
   * defaults to its documented port. The devstack passes the page it started.
   */
  readonly walletPageUrl?: string;
  /** The wallets to serve; defaults to the fixture list (which `walletPageUrl` shapes). */
  readonly wallets?: readonly ExplorerWallet[];
}

export interface RunningExplorer {
  /** `http://127.0.0.1:<port>`, the explorer base URL the product is configured with. */
  readonly url: string;
  close(): Promise<void>;
}

const IMAGE_PATH = /^\/getWalletImage\/([^/]+)$/;

function parseRequestUrl(raw: string): URL | undefined {
  try {
    return new URL(raw, 'http://127.0.0.1');
  } catch {
    return undefined;
  }
}

function decodePathPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * The wallet explorer stand-in (REFERENCE §3c): `GET /getWallets` and `GET /getWalletImage/{id}`
 * over the fixture wallets, for a known project id only, on 127.0.0.1.
 */
export async function startExplorer(options: ExplorerOptions = {}): Promise<RunningExplorer> {
  const projectIds = new Set(options.projectIds ?? acceptedProjectIds());
  const wallets = options.wallets ?? explorerWallets(options.walletPageUrl ?? DEFAULT_WALLET_PAGE_URL);
  const walletsByImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]));

  function answer(request: IncomingMessage, response: ServerResponse): void {
    allowCrossOrigin(response);
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    const url = parseRequestUrl(request.url ?? '/');
    if (url === undefined) {
      sendError(response, 400, 'The request URL cannot be read');
      return;
    }
    const imageMatch = IMAGE_PATH.exec(url.pathname);
    if (url.pathname !== '/getWallets' && imageMatch === null) {
      sendError(response, 404, `No route for ${url.pathname}`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD, OPTIONS');
      sendError(response, 405, `${request.method ?? 'This method'} is not allowed on ${url.pathname}`);
      return;
    }
    const projectId = url.searchParams.get('projectId') ?? '';
    if (!projectIds.has(projectId)) {
      sendError(
        response,
        403,
        projectId === '' ? 'projectId is required' : `Project ${JSON.stringify(projectId)} is not known`,
      );
      return;
    }
    if (imageMatch === null) {
      const reading = readWalletQuery(url.searchParams);
      if (reading.ok) sendJson(response, 200, selectWallets(wallets, reading.query));
      else sendError(response, 400, reading.message);
      return;
    }
    const imageId = decodePathPart(imageMatch[1] ?? '');
    const wallet = imageId === undefined ? undefined : walletsByImageId.get(imageId);
    if (wallet === undefined) {
      sendError(response, 404, `No wallet image ${JSON.stringify(imageId ?? imageMatch[1])}`);
      return;
    }
    const svg = walletImageSvg(wallet);
    response.statusCode = 200;
    response.setHeader('content-type', WALLET_IMAGE_CONTENT_TYPE);
    response.setHeader('content-length', Buffer.byteLength(svg));
    // Images never change for an image id, so the page may keep them.
    response.setHeader('cache-control', 'public, max-age=86400, immutable');
    response.end(svg);
  }

  const server = http.createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      // A bug in the stand-in must show up as a 500 the test can see, not take the stack down.
      if (!response.headersSent)
        sendError(response, 500, error instanceof Error ? error.message : String(error));
      else response.destroy();
    }
  });
  // Malformed HTTP from a client gets a 400 and never reaches the handler.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
