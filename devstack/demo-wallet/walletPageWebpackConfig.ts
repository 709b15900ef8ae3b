import { type BrowserBundleSpec } from '../bundle/browserBundleWebpackConfig';

/** The page loads `/wallet.js`: one file, no chunks, so the server has exactly one asset to serve. */
export const WALLET_BUNDLE_FILE = 'wallet.js';

/**
 * The demo wallet page for the browser: sign-client, viem's accounts and the page code in one
 * bundle. No resolve fallbacks or Buffer/process shims are needed: sign-client's browser builds
 * guard every Node global they touch, and `events` resolves to the npm package of that name, which
 * sign-client depends on.
 */
export const WALLET_PAGE_BUNDLE: BrowserBundleSpec = {
  name: 'demo wallet page',
  entries: { wallet: './devstack/demo-wallet/page/main.ts' },
};
