import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { type Devstack, startDevstack } from '../../devstack/startDevstack';
import {
  expectModalClosed,
  expectView,
  shortAddress,
  TEST_WALLET_TILE,
  waitForText,
} from '../browser/support/demoSite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, screenshot } from '../browser/support/launchBrowser';
import { buildTestWalletScript } from './support/buildTestWalletScript';
import { createConsumerWorkspace, type SiteName, workspaceBin } from './support/consumerWorkspace';
import { packKeyport, type PackedKeyport } from './support/packKeyport';
import { runTool } from './support/runTool';
import { type BundleFigures, measureBundle } from './support/siteBundles';
import { prepareSiteVisit } from './support/siteVisit';
import { type ServedFolder, serveFolder } from './support/serveFolder';
import { type ServedNext, startNext } from './support/startNext';

/** Packing, one install for every consumer, three production builds: minutes on a two-core machine. */
const SETUP_TIMEOUT_MS = 900_000;
const VISIT_TIMEOUT_MS = 120_000;

/** What each site's visit measured, printed once at the end for the size and speed report. */
const figures: Record<string, unknown> = {};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * The package as sites get it (ARCHITECTURE "The package"): `npm pack`'s
 * tarball installed into a workspace outside the repository, three sites built for production with
 * their own bundlers and driven in Chromium on the devstack, and strict TypeScript consumers.
 */
describe('the packed package in sites built as sites build (README "Install"; docs/guide/installing.md)', () => {
  let workspace: string;
  let packed: PackedKeyport;
  let devstack: Devstack | undefined;
  let devstackStarting: Promise<Devstack> | undefined;
  /** How long each step of the set-up took (ms), for the report. */
  const setupMs: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const startedAt = Date.now();
    try {
      return await run();
    } finally {
      setupMs[step] = Date.now() - startedAt;
    }
  };
  let browser: Browser | undefined;
  let walletScript: string;
  const served: { vite?: ServedFolder; webpack?: ServedFolder; next?: ServedNext } = {};
  const bundles: Partial<Record<SiteName, BundleFigures>> = {};

  beforeAll(async () => {
    workspace = mkdtempSync(path.join(tmpdir(), 'keyport-consumers-'));
    devstackStarting = startDevstack({ ports: 'free' });
    packed = await timed('pack', () => packKeyport(path.join(workspace, 'package'), workspace));
    await timed('install', () => createConsumerWorkspace(workspace, packed.tarball));
    walletScript = await buildTestWalletScript(path.join(workspace, 'test-wallet'));
    // One build at a time: each bundler uses every core it finds.
    await timed('viteBuild', () =>
      runTool(process.execPath, [workspaceBin(workspace, 'vite/bin/vite.js'), 'build'], {
        cwd: path.join(workspace, 'vite'),
      }),
    );
    await timed('webpackBuild', () =>
      runTool(
        process.execPath,
        [workspaceBin(workspace, 'webpack-cli/bin/cli.js'), '--config', 'webpack.config.cjs'],
        {
          cwd: path.join(workspace, 'webpack'),
        },
      ),
    );
    await timed('nextBuild', () =>
      runTool(process.execPath, [workspaceBin(workspace, 'next/dist/bin/next'), 'build'], {
        cwd: path.join(workspace, 'next'),
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      }),
    );
    bundles.vite = measureBundle(path.join(workspace, 'vite', 'dist'));
    bundles.webpack = measureBundle(path.join(workspace, 'webpack', 'dist'));
    bundles.next = measureBundle(path.join(workspace, 'next', '.next', 'static'));
    devstack = await devstackStarting;
    served.vite = await serveFolder(path.join(workspace, 'vite', 'dist'));
    // A plain webpack site keeps its page beside the bundle it builds.
    cpSync(
      path.join(workspace, 'webpack', 'index.html'),
      path.join(workspace, 'webpack', 'dist', 'index.html'),
    );
    served.webpack = await serveFolder(path.join(workspace, 'webpack', 'dist'));
    served.next = await startNext(
      path.join(workspace, 'next'),
      workspaceBin(workspace, 'next/dist/bin/next'),
      await freePort(),
    );
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await Promise.allSettled([
      served.vite?.close(),
      served.webpack?.close(),
      served.next?.stop(),
      devstack?.close(),
    ]);
    if (workspace !== undefined) rmSync(workspace, { recursive: true, force: true });
    process.stdout.write(
      `Consumer figures: ${JSON.stringify({ packed: packFigures(), setupMs, bundles, figures }, null, 2)}\n`,
    );
  }, SETUP_TIMEOUT_MS);

  const packFigures = () =>
    packed === undefined
      ? undefined
      : { tarballBytes: packed.size, unpackedBytes: packed.unpackedSize, files: packed.entryCount };

  it('npm pack ships the built entries, their declarations and no sources, tests or demo', () => {
    const files = packed.files;
    for (const entry of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/browser/keyport.mjs',
      'dist/node/headless.mjs',
      'dist/node/headless.cjs',
      'dist/networks/networks.mjs',
      'dist/networks/networks.cjs',
      'dist/types/keyport.d.mts',
      'dist/types/headless.d.mts',
      'dist/types/headless.d.cts',
      'dist/types/networks.d.mts',
      'dist/types/networks.d.cts',
    ]) {
      expect(files).toContain(entry);
    }
    expect(
      files.filter(
        (file) => !/^(package\.json|README\.md|LICENSE|dist\/(browser|node|networks|types)\/)/.test(file),
      ),
    ).toEqual([]);
    expect(
      files.some((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.mts') && !file.endsWith('.d.cts')),
    ).toBe(false);
  });

  it('the chunks of the page library import each other relative to themselves, so its folder may be served from any path', () => {
    const folder = path.join(workspace, 'package', 'dist', 'browser');
    const chunkImports = readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/import\("([^"]*)"\)/g)])
      .map((match) => match[1] ?? '');
    expect(chunkImports.length).toBeGreaterThan(10);
    expect(chunkImports.filter((specifier) => !/^\.\/[\w.-]+\.mjs$/.test(specifier))).toEqual([]);
  });

  it(
    'strict TypeScript consumers compile against the package: a page (bundler) and Node scripts (nodenext, ESM and CommonJS)',
    async () => {
      const tsc = workspaceBin(workspace, 'typescript/bin/tsc');
      await runTool(process.execPath, [tsc, '-p', 'typecheck/page'], { cwd: workspace });
      await runTool(process.execPath, [tsc, '-p', 'typecheck/node'], { cwd: workspace });
    },
    VISIT_TIMEOUT_MS,
  );

  it(
    'Node imports and requires keyport/headless and keyport/networks from the installed package',
    async () => {
      const script = `
      import { createKeyport, mainnet } from 'keyport/headless';
      import { arbitrum } from 'keyport/networks';
      import { createRequire } from 'node:module';
      const required = createRequire(import.meta.url)('keyport/headless');
      const keyport = createKeyport({ projectId: 'p', networks: [mainnet, arbitrum] });
      await keyport.open();
      console.log(JSON.stringify({ open: keyport.getState().open, same: typeof required.createKeyport, network: arbitrum.caipNetworkId }));
      keyport.destroy();
    `;
      const { stdout } = await runTool(process.execPath, ['--input-type=module', '-e', script], {
        cwd: workspace,
      });
      expect(JSON.parse(stdout.trim().split('\n').pop() ?? '')).toEqual({
        open: true,
        same: 'function',
        network: 'eip155:42161',
      });
    },
    VISIT_TIMEOUT_MS,
  );

  it('Next.js renders the page with the button on the server, touching no browser global', async () => {
    const next = served.next!;
    const html = await (await fetch(next.url)).text();
    expect(html).toContain('data-testid="connect-button"');
    expect(html).toContain('Connect Wallet');
    expect(next.output()).not.toMatch(/ReferenceError|is not defined|TypeError|⨯/);
  });

  const sites: readonly SiteName[] = ['vite', 'next', 'webpack'];
  it.each(sites)(
    'the %s site: opens the modal, connects the test wallet, shows address and balance, switches network, disconnects',
    async (site) => {
      const url = site === 'next' ? served.next!.url : served[site]!.url;
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const visit = await prepareSiteVisit(page, devstack!, walletScript);
      try {
        await page.goto(url);
        const connectButton = page.getByTestId('connect-button');
        await connectButton.waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        visit.stopCounting();

        const clicked = Date.now();
        await connectButton.click();
        const connect = await expectView(page, 'Connect');
        await connect.getByTestId(TEST_WALLET_TILE).waitFor();
        const clickToFirstView = Date.now() - clicked;
        await connect.getByTestId(TEST_WALLET_TILE).click();
        await expectModalClosed(page);

        const address = devstack!.chains[0]!.accounts[0]!.address;
        await waitForText(page.getByTestId('account-button-address'), shortAddress(address), 20_000);
        await page.getByTestId('account-button-balance').filter({ hasText: 'ETH' }).waitFor();
        await waitForText(page.getByTestId('site-account'), address);
        await screenshot(page, `consumer-${site}-connected`);

        await page.getByTestId('network-button').click();
        const networks = await expectView(page, 'Networks');
        await networks.getByTestId('network-eip155:42161').click();
        await expectModalClosed(page);
        await waitForText(page.getByTestId('site-network'), 'eip155:42161', 20_000);

        await page.getByTestId('account-button').click();
        await (await expectView(page, 'Account')).getByTestId('disconnect-button').click();
        await connectButton.waitFor();
        await waitForText(page.getByTestId('site-account'), 'not connected');

        figures[site] = {
          javascriptBeforeClickGzip: visit.javascriptBeforeClick(),
          clickToFirstViewMs: clickToFirstView,
        };
        expect(visit.consoleProblems).toEqual([]);
      } catch (error) {
        // What the page showed and said is what tells a bundler's problem from Keyport's.
        await screenshot(page, `consumer-${site}-failed`).catch(() => undefined);
        throw new Error(
          `${String(error)}\nThe console said: ${JSON.stringify(visit.consoleProblems, null, 2)}`,
        );
      } finally {
        await context.close();
      }
    },
    VISIT_TIMEOUT_MS,
  );
});
