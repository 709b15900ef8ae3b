import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Devstack, type DevstackOptions, startDevstack } from '../../devstack/startDevstack';
import { buildDemo } from '../../scripts/build/buildDemo';
import { demoConfigOf } from './demoConfigOf';
import { startDemoServer } from './startDemoServer';

/** The demo's port when started by `npm start`. */
export const DEMO_PORT = 3000;

const ROOT = path.resolve(__dirname, '../..');

export interface DemoStackOptions {
  /** `fixed`: the demo on {@link DEMO_PORT} and the devstack on its documented ports; `free`: any free ports. */
  readonly ports: 'fixed' | 'free';
  /**
   * Where the demo bundle is built to and served from. Without it, a temporary folder that `close()`
   * removes again.
   */
  readonly bundleDir?: string;
  /**
   * Build the bundle first (the default). `false` serves a bundle built beforehand into `bundleDir`
   * (`buildDemo`), e.g. once for a whole test run.
   */
  readonly build?: boolean;
  /**
   * The WalletConnect relay the page is told to use instead of the devstack's, e.g. an address
   * nobody listens on, to see how the page meets a relay it cannot reach.
   */
  readonly walletConnectRelayUrl?: string;
  /** Headers the demo server adds to every answer (a Content-Security-Policy, say). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Another page served in the demo's place on the same devstack (a test's own page): its page
   * template and static files, and how its bundle is built. The demo's unless given.
   */
  readonly site?: DemoSite;
  /** Each mail the embedded wallet service sends (`npm start` prints them). */
  readonly onMail?: DevstackOptions['onMail'];
}

/** A page the demo server serves: `index.html` (with the configuration placeholder) and its bundle. */
export interface DemoSite {
  readonly publicDir: string;
  build(bundleDir: string): Promise<void>;
}

const DEMO_SITE: DemoSite = { publicDir: path.join(ROOT, 'demo', 'public'), build: buildDemo };

export interface DemoStack {
  /** The demo page, e.g. `http://127.0.0.1:3000/`; add query flags such as `?testWallet=approve`. */
  readonly demoUrl: string;
  readonly devstack: Devstack;
  /** Stops the demo server and the devstack, and removes a temporary bundle. */
  close(): Promise<void>;
}

/**
 * The demo site and the devstack behind it, all on 127.0.0.1: what `npm start` runs and what the
 * browser tests drive. The bundle builds while the devstack starts; if any part fails, what started
 * is stopped again.
 */
export async function startDemoStack(options: DemoStackOptions): Promise<DemoStack> {
  const site = options.site ?? DEMO_SITE;
  const ownsBundle = options.bundleDir === undefined;
  const bundleDir = options.bundleDir ?? makeTemporaryBundleDir();
  const build = ownsBundle || options.build !== false;
  const removeTemporaryBundle = (): void => {
    if (ownsBundle) rmSync(bundleDir, { recursive: true, force: true });
  };

  const [built, started] = await Promise.allSettled([
    build ? site.build(bundleDir) : Promise.resolve(),
    startDevstack({
      ports: options.ports,
      ...(options.onMail === undefined ? {} : { onMail: options.onMail }),
    }),
  ]);
  if (built.status === 'rejected' || started.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.close();
    removeTemporaryBundle();
    throw built.status === 'rejected' ? built.reason : (started as PromiseRejectedResult).reason;
  }
  const devstack = started.value;

  try {
    const server = await startDemoServer({
      port: options.ports === 'fixed' ? DEMO_PORT : 0,
      publicDir: site.publicDir,
      bundleDir,
      config: {
        ...demoConfigOf(devstack),
        ...(options.walletConnectRelayUrl === undefined
          ? {}
          : { walletConnectRelayUrl: options.walletConnectRelayUrl }),
      },
      ...(options.headers === undefined ? {} : { headers: options.headers }),
    });
    return {
      demoUrl: server.url,
      devstack,
      close: async () => {
        await Promise.allSettled([server.close(), devstack.close()]);
        removeTemporaryBundle();
      },
    };
  } catch (error) {
    await devstack.close();
    removeTemporaryBundle();
    throw error;
  }
}

function makeTemporaryBundleDir(): string {
  const parent = path.join(ROOT, '.artifacts');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(path.join(parent, 'demo-'));
}
