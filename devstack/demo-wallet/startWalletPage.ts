import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { serveOnLoopback } from '../http/serveOnLoopback';
import { buildWalletPageBundle, type WalletPageBundle } from './buildWalletPageBundle';
import { renderWalletPage, WALLET_PAGE_PATHS, walletPageContentSecurityPolicy } from './renderWalletPage';
import { type WalletPageConfig } from './WalletPageConfig';

export interface WalletPageOptions {
  /** 0 (the default) picks a free port; the devstack passes `DEV_PORTS.demoWallet` for stable URLs. */
  readonly port?: number;
  /** The relay, chains and project id the page works with. */
  readonly config: WalletPageConfig;
  /** A bundle from {@link buildWalletPageBundle}; without it, one is built or taken from the cache. */
  readonly bundle?: WalletPageBundle;
}

export interface RunningWalletPage {
  /** `http://127.0.0.1:<port>`; the page is at `/`, and at `/wc?uri=…` for deep and universal links. */
  readonly url: string;
  /** The bundle served, and whether it came from the cache. */
  readonly bundle: WalletPageBundle;
  close(): Promise<void>;
}

interface Asset {
  readonly contentType: string;
  readonly body: Buffer;
}

const HTML = 'text/html; charset=utf-8';
const STATIC_DIR = path.join(__dirname, 'static');

/** The paths that show the wallet: `/wc` is where wallet links (`<link>/wc?uri=…`) arrive. */
const PAGE_PATHS: ReadonlySet<string> = new Set(['/', '/index.html', '/wc']);

async function loadAssets(bundle: WalletPageBundle): Promise<ReadonlyMap<string, Asset>> {
  const [script, styles, icon] = await Promise.all([
    readFile(bundle.file),
    readFile(path.join(STATIC_DIR, 'wallet.css')),
    readFile(path.join(STATIC_DIR, 'icon.svg')),
  ]);
  return new Map<string, Asset>([
    [WALLET_PAGE_PATHS.script, { contentType: 'text/javascript; charset=utf-8', body: script }],
    [WALLET_PAGE_PATHS.styles, { contentType: 'text/css; charset=utf-8', body: styles }],
    [WALLET_PAGE_PATHS.icon, { contentType: 'image/svg+xml', body: icon }],
  ]);
}

function sendText(response: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * Serves the demo wallet page on 127.0.0.1: the page (with the devstack's config and a
 * Content-Security-Policy limiting it to the relay and the chains) at `/` and `/wc`, its bundle,
 * styles and icon. Everything is read into memory at start; nothing is cached by the browser, so a
 * rebuilt bundle shows on the next reload.
 */
export async function startWalletPage(options: WalletPageOptions): Promise<RunningWalletPage> {
  const bundle = options.bundle ?? (await buildWalletPageBundle());
  const assets = await loadAssets(bundle);
  const page: Asset = { contentType: HTML, body: Buffer.from(renderWalletPage(options.config)) };
  const policy = walletPageContentSecurityPolicy(options.config);

  function answer(request: IncomingMessage, response: ServerResponse): void {
    response.setHeader('cache-control', 'no-store');
    response.setHeader('x-content-type-options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const isPage = PAGE_PATHS.has(pathname);
    const asset = isPage ? page : assets.get(pathname);
    if (asset === undefined) {
      sendText(response, 404, 'Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': asset.contentType,
      'content-length': asset.body.length,
      ...(isPage ? { 'content-security-policy': policy } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : asset.body);
  }

  const server = await serveOnLoopback(options.port ?? 0, answer);
  return { url: server.url, bundle, close: () => server.close() };
}
