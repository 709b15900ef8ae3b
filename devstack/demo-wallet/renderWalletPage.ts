import { DEMO_WALLET_NAME, WALLET_PAGE_CONFIG_ELEMENT_ID, type WalletPageConfig } from './WalletPageConfig';

/** Where the server serves the page's parts. */
export const WALLET_PAGE_PATHS = {
  script: '/wallet.js',
  styles: '/wallet.css',
  icon: '/icon.svg',
} as const;

/**
 * The page shell: the devstack's configuration as a JSON data block (not a script, so the
 * Content-Security-Policy has nothing to allow for it; `<` is escaped so no value can end the
 * element early), the styles and the bundle. The bundle builds the wallet into `<main>`.
 */
export function renderWalletPage(config: WalletPageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${DEMO_WALLET_NAME}</title>`,
    `<link rel="icon" href="${WALLET_PAGE_PATHS.icon}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${WALLET_PAGE_PATHS.styles}">`,
    `<script type="application/json" id="${WALLET_PAGE_CONFIG_ELEMENT_ID}">${json}</script>`,
    `<script src="${WALLET_PAGE_PATHS.script}" defer></script>`,
    '</head>',
    '<body>',
    `<main id="wallet" data-testid="wallet"><h1>${DEMO_WALLET_NAME}</h1><p>Loading…</p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** `ws://127.0.0.1:8552/path` → `ws://127.0.0.1:8552`: a CSP source names an origin. */
function originOf(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

/**
 * The one Verify URL the page may fetch: the key that attestation tokens are checked with, from the
 * devstack's stand-in. The SDK waits for that key, without a time limit, before it shows a proposal
 * that carries a token, so it must stay reachable.
 */
export function verifyPublicKeyUrl(config: WalletPageConfig): string {
  return `${config.verifyUrl}/v3/public-key`;
}

/**
 * The page may connect to its own server, the relay, the dev chains and the Verify stand-in's
 * public key, and nowhere else, which keeps a devnet wallet off the internet. Verify's other lookup
 * (an attestation by message hash, made only when a dapp sent no attestation) goes to
 * WalletConnect's own host whatever the wallet is configured with, and is refused by the browser at
 * once, so such a proposal shows as soon as it arrives instead of after the SDK's 5 s timeout; a
 * local devstack has nothing for it to find anyway. Dapp icons are images from anywhere.
 */
export function walletPageContentSecurityPolicy(config: WalletPageConfig): string {
  const local = [config.relayUrl, ...config.chains.map((chain) => chain.rpcUrl)].map(originOf);
  const connect = [...new Set(local), verifyPublicKeyUrl(config)];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    'img-src * data: blob:',
    `connect-src 'self' ${connect.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
