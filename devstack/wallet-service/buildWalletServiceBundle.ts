import path from 'node:path';
import { buildCachedBundle, type CachedBundle } from '../bundle/buildCachedBundle';
import { PROJECT_ROOT } from '../bundle/bundleSources';
import { WALLET_SERVICE_ENTRIES, WALLET_SERVICE_SOURCES } from './walletServiceBundleSpec';

export type WalletServiceBundle = CachedBundle;

export interface WalletServiceBundleOptions {
  /** Where bundles are kept between starts; `.artifacts/wallet-service` of the project by default. */
  readonly cacheDir?: string;
}

/** The frame's and the popup's scripts, from the cache when their sources are unchanged, else built with webpack. */
export function buildWalletServiceBundle(
  options: WalletServiceBundleOptions = {},
): Promise<WalletServiceBundle> {
  return buildCachedBundle({
    name: 'wallet service frame',
    entries: WALLET_SERVICE_ENTRIES,
    sources: WALLET_SERVICE_SOURCES,
    sourcesDeclaredIn: 'devstack/wallet-service/walletServiceBundleSpec.ts',
    cacheDir: options.cacheDir ?? path.join(PROJECT_ROOT, '.artifacts', 'wallet-service'),
  });
}
