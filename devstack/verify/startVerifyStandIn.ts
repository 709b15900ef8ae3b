import { type IncomingMessage, type ServerResponse } from 'node:http';
import { serveOnLoopback } from '../http/serveOnLoopback';
import { VerifyStandIn } from './VerifyStandIn';

export interface VerifyStandInOptions {
  /** 0 (the default) picks a free port; the devstack passes `DEV_PORTS.verify` for stable URLs. */
  readonly port?: number;
}

export interface RunningVerifyStandIn {
  /** `http://127.0.0.1:<port>`: what `apiUrls.walletConnectVerify` is set to (the SDK adds `/v3`). */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Who may read the answers: anyone, as with the real service. Its public key is fetched by wallets
 * on any origin, and the attestation page is loaded in a frame of any site.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
} as const;

function answer(service: VerifyStandIn, request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD, OPTIONS' });
    response.end('Method not allowed');
    return;
  }
  const { status, contentType, body } = service.answer(request.url ?? '/');
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the Verify stand-in (`VerifyStandIn`, one key pair per start) over HTTP on 127.0.0.1, so
 * every local setup reaches it by configuration (`apiUrls.walletConnectVerify` for Keyport, the
 * Verify URL of the demo wallet and the tests' wallets) rather than by intercepting the real host.
 */
export function startVerifyStandIn(options: VerifyStandInOptions = {}): Promise<RunningVerifyStandIn> {
  const service = new VerifyStandIn();
  return serveOnLoopback(options.port ?? 0, (request, response) => answer(service, request, response));
}
