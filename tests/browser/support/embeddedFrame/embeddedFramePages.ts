import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleBrowserScript } from '../../../support/bundleBrowserScript';
import { type LocalServer, startLocalServer } from '../../../support/localServer';

/** Bundles the test page's script: the product's frame adapter and social window, nothing else. */
async function bundlePageScript(): Promise<string> {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'keyport-embedded-frame-'));
  try {
    const file = await bundleBrowserScript({
      entry: './tests/browser/support/embeddedFrame/pageEntry.ts',
      outputDir,
      filename: 'page.js',
    });
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

function html(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>frame test</title></head><body>${body}</body></html>`;
}

/**
 * The wallet service's side, as small as the test needs: the frame announces READY and answers
 * GET_CHAIN_ID to whoever asked, from where it was asked; on request it moves itself to another
 * origin (to show the page's messages are addressed to the service's origin only). An impostor
 * page of the same origin posts what the frame would; the social login's return page posts the
 * address the provider sent the visitor back to.
 */
const FRAME_SCRIPT = `
  addEventListener('message', (event) => {
    const message = event.data || {};
    if (message.type === '@w3m-app/GET_CHAIN_ID') {
      event.source.postMessage({ id: message.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }, event.origin);
    }
    if (message.type === 'test/move') location.href = message.payload.to;
  });
  parent.postMessage({ type: '@w3m-frame/READY', payload: { version: '4' } }, '*');
`;

const IMPOSTOR_SCRIPT = `
  parent.postMessage({ type: '@w3m-frame/READY', payload: { version: 'impostor' } }, '*');
  parent.postMessage({ resultUri: 'https://impostor.example/forged' }, '*');
`;

const SOCIAL_RESULT_SCRIPT = `
  opener.postMessage({ resultUri: location.origin + '/back?code=real' }, '*');
`;

/** The page's stand-in for the frame once it moved to the page's own origin: it records what reaches it. */
const MOVED_SCRIPT = `
  parent.received = [];
  addEventListener('message', (event) => parent.received.push(event.data));
  parent.postMessage('moved', location.origin);
`;

export interface EmbeddedFramePages {
  /** The host page, on 127.0.0.1. */
  readonly pageUrl: string;
  /** The wallet service's frame, on `localhost`: another host name, so another origin. */
  readonly frameUrl: string;
  readonly frameOrigin: string;
  close(): Promise<void>;
}

/** Two loopback servers on different host names: the host page, and the wallet service's pages. */
export async function startEmbeddedFramePages(): Promise<EmbeddedFramePages> {
  const script = await bundlePageScript();
  const service = await startLocalServer((request, response) => {
    const scripts: Record<string, string> = {
      '/frame': FRAME_SCRIPT,
      '/impostor': IMPOSTOR_SCRIPT,
      '/social-result': SOCIAL_RESULT_SCRIPT,
    };
    const body = scripts[request.url.pathname];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html' });
    // The frame shows something, so a screenshot tells it from the card it stands over.
    const face =
      request.url.pathname === '/frame'
        ? '<style>body{margin:0;height:100vh;display:grid;place-items:center;background:#dbeafe;font:16px sans-serif}</style><p>Approve in the wallet service</p>'
        : '';
    response.end(body === undefined ? '' : html(`${face}<script>${body}</script>`));
  });
  const page: LocalServer = await startLocalServer((request, response) => {
    if (request.url.pathname === '/page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    if (request.url.pathname === '/moved') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(html(`<script>${MOVED_SCRIPT}</script>`));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(html('<button id="social">Continue with Google</button><script src="/page.js"></script>'));
  });
  const servicePort = new URL(service.baseUrl).port;
  const frameOrigin = `http://localhost:${servicePort}`;
  return {
    pageUrl: `${page.baseUrl}/`,
    frameUrl: `${frameOrigin}/frame?projectId=test&chainId=1&version=4&enableLogger=false`,
    frameOrigin,
    close: async () => {
      await page.close();
      await service.close();
    },
  };
}
