/** The scripts the service serves: the frame's (`/frame.js`) and the social popup's last page's (`/popup.js`). */
export const WALLET_SERVICE_ENTRIES = {
  frame: './devstack/wallet-service/frame/main.ts',
  popup: './devstack/wallet-service/popup/main.ts',
} as const;

/**
 * Everything those scripts are built from, besides the packages: the browser code, the protocol
 * shapes they share with the server, this list, the shared build configuration and the
 * TypeScript settings. The cache key hashes them (and package-lock.json); a cold build fails
 * if the scripts imported anything else.
 */
export const WALLET_SERVICE_SOURCES: readonly string[] = [
  'devstack/wallet-service/frame',
  'devstack/wallet-service/popup',
  'devstack/wallet-service/protocol',
  'devstack/wallet-service/walletServiceBundleSpec.ts',
  'devstack/bundle/browserBundleWebpackConfig.ts',
  'tsconfig.json',
];
