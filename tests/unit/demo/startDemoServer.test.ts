import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoServer, type DemoServer } from '../../../demo/server/startDemoServer';
import { type DemoConfig } from '../../../demo/src/config/DemoConfig';

const root = path.resolve(__dirname, '../../..');

const config: DemoConfig = {
  projectId: 'keyport-demo-project',
  blockchainApiUrl: 'http://127.0.0.1:8550',
  explorerUrl: 'http://127.0.0.1:8551',
  walletConnectRelayUrl: 'ws://127.0.0.1:8552',
  walletConnectVerifyUrl: 'http://127.0.0.1:8554',
  walletPageUrl: 'http://127.0.0.1:8553',
  embeddedWalletFrameUrl: 'http://localhost:8555/sdk',
  chains: [{ chainId: 1, name: 'Ethereum (devstack)', rpcUrl: 'http://127.0.0.1:8545' }],
  devAccounts: [],
};

describe('demo server (npm start serves the demo on 127.0.0.1)', () => {
  let bundleDir: string;
  let server: DemoServer;

  beforeAll(async () => {
    mkdirSync(path.join(root, '.artifacts'), { recursive: true });
    bundleDir = mkdtempSync(path.join(root, '.artifacts', 'demo-server-'));
    writeFileSync(path.join(bundleDir, 'demo.js'), 'console.log("demo")');
    server = await startDemoServer({
      port: 0,
      publicDir: path.join(root, 'demo', 'public'),
      bundleDir,
      config,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  const get = (urlPath: string, init?: RequestInit) => fetch(new URL(urlPath, server.url), init);

  it('listens on 127.0.0.1 and serves the page with the configuration written in', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get('/?testWallet=approve');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script src="/assets/demo.js" defer></script>');
    expect(html).toContain('"blockchainApiUrl":"http://127.0.0.1:8550"');
    expect((await get('/index.html')).status).toBe(200);
  });

  it('serves the bundle under /assets/ and the static files beside the page', async () => {
    const bundle = await get('/assets/demo.js');
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await bundle.text()).toBe('console.log("demo")');
    const styles = await get('/styles.css');
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers HEAD without a body, 404 for what it does not have, 405 for other methods', async () => {
    const head = await get('/assets/demo.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/assets/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await get('/%5c..%5cpackage.json')).status).toBe(404);
    const post = await get('/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('a port in use is reported clearly', async () => {
    const port = Number(new URL(server.url).port);
    await expect(
      startDemoServer({ port, publicDir: path.join(root, 'demo', 'public'), bundleDir, config }),
    ).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
  });
});
