import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { answerJsonRpc, type Eip1193Requester } from './answerJsonRpc';

/** Large enough for any contract deployment; a dev chain is not a place for bigger bodies. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Pages of any origin call a dev chain from the browser, as they call public RPC endpoints. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '600',
} as const;

export interface JsonRpcHttpServer {
  readonly url: string;
  readonly port: number;
  /** Stops listening and ends open connections, keep-alive ones included, so the port is free at once. */
  close(): Promise<void>;
}

/** Serves an EIP-1193 provider as JSON-RPC over HTTP POST on 127.0.0.1 (any path, like most nodes). */
export async function serveJsonRpc(requester: Eip1193Requester, port: number): Promise<JsonRpcHttpServer> {
  const server = http.createServer((request, response) => {
    // A client that hangs up mid-request has nobody left to answer.
    handle(requester, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      })),
  };
}

async function handle(
  requester: Eip1193Requester,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      ...CORS_HEADERS,
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
    });
    response.end();
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { ...CORS_HEADERS, allow: 'POST, OPTIONS', 'content-type': 'text/plain' });
    response.end('JSON-RPC is served over POST');
    return;
  }
  const body = await readBody(request);
  if (body === undefined) {
    response.writeHead(413, { ...CORS_HEADERS, 'content-type': 'text/plain', connection: 'close' });
    response.end('Request body too large');
    return;
  }
  const answer = await answerJsonRpc(requester, body);
  response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
}

/** The body as text, or undefined when it exceeds the limit (the rest is not read). */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
