import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWalletPageBundle } from '../../../devstack/demo-wallet/buildWalletPageBundle';
import {
  renderWalletPage,
  walletPageContentSecurityPolicy,
} from '../../../devstack/demo-wallet/renderWalletPage';
import { type RunningWalletPage, startWalletPage } from '../../../devstack/demo-wallet/startWalletPage';
import {
  WALLET_PAGE_CONFIG_ELEMENT_ID,
  type WalletPageConfig,
} from '../../../devstack/demo-wallet/WalletPageConfig';

const CONFIG: WalletPageConfig = {
  projectId: 'keyport-demo-project',
  relayUrl: 'ws://127.0.0.1:18552',
  verifyUrl: 'http://127.0.0.1:18554',
  chains: [
    { chainId: 1, name: 'Ethereum (devstack)', rpcUrl: 'http://127.0.0.1:18545' },
    { chainId: 42161, name: 'Arbitrum One (devstack)', rpcUrl: 'http://127.0.0.1:18546/' },
  ],
};

/** A cold build (no cached bundle yet, on a busy two-core machine) takes up to about 20 s. */
const COLD_BUILD_MS = 90_000;

/** Whether something can listen on the port now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function configInPage(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${WALLET_PAGE_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('demo wallet page: bundle cached by source hash', () => {
  it(
    'reuses the bundle of unchanged sources, and a warm start serves within about 300 ms',
    async () => {
      const first = await buildWalletPageBundle();
      const startedAt = performance.now();
      const page = await startWalletPage({ config: CONFIG });
      const warmStartMs = performance.now() - startedAt;
      try {
        expect(page.bundle).toEqual({ file: first.file, origin: 'cache' });
        expect(first.file).toMatch(/\.artifacts\/demo-wallet\/[0-9a-f]{64}\/wallet\.js$/);
        expect(warmStartMs).toBeLessThan(300);
      } finally {
        await page.close();
      }
    },
    COLD_BUILD_MS,
  );
});

describe('demo wallet page: a cold build', () => {
  let cacheDir: string;

  beforeAll(() => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'keyport-demo-wallet-cache-'));
  });
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it(
    'builds with webpack into <cache>/<source hash>/, drops bundles of older sources, then reuses it',
    async () => {
      const stale = path.join(cacheDir, 'a'.repeat(64));
      const inProgress = path.join(cacheDir, `${'b'.repeat(64)}.123.456.part`);
      mkdirSync(stale);
      mkdirSync(inProgress);

      const built = await buildWalletPageBundle({ cacheDir });
      expect(built.origin).toBe('webpack');
      expect(path.dirname(built.file)).toMatch(new RegExp(`^${cacheDir}/[0-9a-f]{64}$`));
      expect(statSync(built.file).size).toBeGreaterThan(100_000);
      expect(readdirSync(cacheDir).sort()).toEqual(
        [path.basename(path.dirname(built.file)), path.basename(inProgress)].sort(),
      );
      expect(await buildWalletPageBundle({ cacheDir })).toEqual({ file: built.file, origin: 'cache' });
    },
    COLD_BUILD_MS,
  );
});

describe('demo wallet page: server on 127.0.0.1', () => {
  let page: RunningWalletPage;

  beforeAll(async () => {
    page = await startWalletPage({ config: CONFIG });
  }, COLD_BUILD_MS);
  afterAll(() => page.close());

  it('serves the page at / and at /wc (where wallet links arrive) with the config and a Content-Security-Policy', async () => {
    expect(page.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/', '/wc?uri=wc%3Aabc%402', '/index.html']) {
      const response = await fetch(`${page.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(walletPageContentSecurityPolicy(CONFIG));
      const html = await response.text();
      expect(html).toContain('<title>Keyport Demo Wallet</title>');
      expect(configInPage(html)).toEqual(CONFIG);
    }
  });

  it.each([
    ['/wallet.js', 'text/javascript; charset=utf-8', 'SignClient'],
    ['/wallet.css', 'text/css; charset=utf-8', 'main {'],
    ['/icon.svg', 'image/svg+xml', '<svg'],
  ])('serves %s as %s', async (path, contentType, content) => {
    const response = await fetch(`${page.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain(content);
  });

  it('answers HEAD without a body, 404 to an unknown path and 405 to a write', async () => {
    const head = await fetch(`${page.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
    expect((await fetch(`${page.url}/wallet.js.map`)).status).toBe(404);
    expect((await fetch(`${page.url}/../package.json`)).status).toBe(404);
    const post = await fetch(`${page.url}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('demo wallet page: ports', () => {
  it('listens on the port it is given, and close() frees it', async () => {
    const port = await freePort();
    const page = await startWalletPage({ port, config: CONFIG });
    expect(page.url).toBe(`http://127.0.0.1:${port}`);
    expect(await portIsFree(port)).toBe(false);
    await page.close();
    expect(await portIsFree(port)).toBe(true);
  });

  it('says which port is taken when it cannot listen', async () => {
    const page = await startWalletPage({ config: CONFIG });
    const port = Number(new URL(page.url).port);
    try {
      await expect(startWalletPage({ port, config: CONFIG })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await page.close();
    }
  });
});

describe('demo wallet page: what the page may reach', () => {
  it("connects only to itself, the relay, the chains and the Verify stand-in's public key (so WalletConnect's own Verify lookup fails at once)", () => {
    expect(walletPageContentSecurityPolicy(CONFIG)).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src * data: blob:; " +
        "connect-src 'self' ws://127.0.0.1:18552 http://127.0.0.1:18545 http://127.0.0.1:18546 " +
        'http://127.0.0.1:18554/v3/public-key; ' +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('writes the config as JSON that no value can break out of', () => {
    const html = renderWalletPage({ ...CONFIG, projectId: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(configInPage(html)).toMatchObject({ projectId: '</script><script>alert(1)</script>' });
  });
});
