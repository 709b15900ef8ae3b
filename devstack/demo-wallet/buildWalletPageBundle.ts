import path from 'node:path';
import { buildCachedBundle } from '../bundle/buildCachedBundle';
import { PROJECT_ROOT } from '../bundle/bundleSources';
import { WALLET_PAGE_SOURCES } from './walletPageSources';
import { WALLET_BUNDLE_FILE, WALLET_PAGE_BUNDLE } from './walletPageWebpackConfig';

const DEFAULT_CACHE_DIR = path.join(PROJECT_ROOT, '.artifacts', 'demo-wallet');

export interface WalletPageBundle {
  /** The built `wallet.js`. */
  readonly file: string;
  /** `cache` when an earlier build was reused, `webpack` when this call built it. */
  readonly origin: 'cache' | 'webpack';
}

export interface WalletPageBundleOptions {
  /** Where bundles are kept between starts; `.artifacts/demo-wallet` of the project by default. */
  readonly cacheDir?: string;
}

/**
 * The page's bundle, from the cache when its sources and the lockfile are unchanged, else built
 * with webpack into `<cacheDir>/<key>/` (`buildCachedBundle`).
 */
export async function buildWalletPageBundle(
  options: WalletPageBundleOptions = {},
): Promise<WalletPageBundle> {
  const { dir, origin } = await buildCachedBundle({
    ...WALLET_PAGE_BUNDLE,
    sources: WALLET_PAGE_SOURCES,
    sourcesDeclaredIn: 'devstack/demo-wallet/walletPageSources.ts',
    cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR,
  });
  return { file: path.join(dir, WALLET_BUNDLE_FILE), origin };
}
