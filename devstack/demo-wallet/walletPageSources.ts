/**
 * Everything the page bundle is built from, besides the packages: its own folder (page code,
 * shared config type, this build's configuration), the devstack files it imports, the shared
 * bundle build, and the TypeScript settings ts-loader compiles with. The cache key hashes these
 * and package-lock.json; a cold build checks that the page imported nothing else, so a new import
 * outside them fails loudly instead of leaving a stale bundle in the cache.
 */
export const WALLET_PAGE_SOURCES: readonly string[] = [
  'devstack/demo-wallet/page',
  'devstack/demo-wallet/WalletPageConfig.ts',
  'devstack/demo-wallet/walletPageWebpackConfig.ts',
  'devstack/bundle/browserBundleWebpackConfig.ts',
  'devstack/test-wallet',
  'devstack/config.ts',
  'tsconfig.json',
];
