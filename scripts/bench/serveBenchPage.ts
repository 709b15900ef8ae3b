import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BENCH_CONFIG_PLACEHOLDER,
  BENCH_PAGES,
  BENCH_SCRIPT_PLACEHOLDER,
  type BenchPageConfig,
} from './page/BenchPageConfig';

const PAGE_TEMPLATE = path.join(__dirname, 'page', 'index.html');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** A file as served: its type, its bytes, and the same gzip-compressed (level 9, as `npm run size` counts). */
interface ServedFile {
  readonly type: string;
  readonly body: Buffer;
  readonly gzipped: Buffer;
}

function served(name: string, body: Buffer): ServedFile {
  const type = CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
  return { type, body, gzipped: gzipSync(body, { level: 9 }) };
}

export interface BenchServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the built bench pages on 127.0.0.1 as a static host that compresses would: each of
 * BENCH_PAGES with `config` written in, the bundle's scripts beside them, each sent gzip-compressed to a
 * browser that accepts it. Everything is read and compressed once, at start.
 */
export async function serveBenchPage(bundleDir: string, config: BenchPageConfig): Promise<BenchServer> {
  const template = readFileSync(PAGE_TEMPLATE, 'utf8').replace(
    BENCH_CONFIG_PLACEHOLDER,
    JSON.stringify(config),
  );
  const files = new Map<string, ServedFile>(
    Object.entries(BENCH_PAGES).map(([urlPath, script]) => [
      urlPath,
      served('index.html', Buffer.from(template.replace(BENCH_SCRIPT_PLACEHOLDER, script))),
    ]),
  );
  for (const name of readdirSync(bundleDir).filter((file) => file.endsWith('.js'))) {
    files.set(`/${name}`, served(name, readFileSync(path.join(bundleDir, name))));
  }
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzipped : file.body;
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
