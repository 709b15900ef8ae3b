import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { type DemoConfig } from '../src/config/DemoConfig';
import { contentTypeOf } from './contentTypes';
import { renderDemoPage } from './renderDemoPage';
import { resolveInside } from './resolveInside';

/** The URL path the built bundle is served under (the demo build's `publicPath`). */
export const DEMO_ASSETS_PATH = '/assets/';

export interface DemoServerOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** The page template and its static files (demo/public). */
  readonly publicDir: string;
  /** The built demo bundle (npm run build:demo). */
  readonly bundleDir: string;
  readonly config: DemoConfig;
  /** Headers added to every answer, e.g. a Content-Security-Policy a test holds the page to. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface DemoServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the demo on 127.0.0.1: the page with the devstack configuration written in, its static
 * files, and the bundle under {@link DEMO_ASSETS_PATH}. Nothing is cached, so a rebuilt bundle shows
 * on the next reload.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const template = await readFile(path.join(options.publicDir, 'index.html'), 'utf8');
  const page = renderDemoPage(template, options.config);

  const fileFor = (urlPath: string): string | undefined =>
    urlPath.startsWith(DEMO_ASSETS_PATH)
      ? resolveInside(options.bundleDir, urlPath.slice(DEMO_ASSETS_PATH.length))
      : resolveInside(options.publicDir, urlPath);

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.setHeader('cache-control', 'no-store');
    response.setHeader('x-content-type-options', 'nosniff');
    for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed');
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (urlPath === '/' || urlPath === '/index.html') {
      response.writeHead(200, { 'content-type': contentTypeOf('index.html') });
      response.end(request.method === 'HEAD' ? undefined : page);
      return;
    }
    const file = fileFor(urlPath);
    const body = file === undefined ? undefined : await readFile(file).catch(() => undefined);
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': contentTypeOf(urlPath), 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${options.port} on 127.0.0.1 is already in use: stop what runs there first`)
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
