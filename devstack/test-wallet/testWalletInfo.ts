/** How the test wallet presents itself; the devstack explorer lists it under the same rdns. */
export const TEST_WALLET_NAME = 'Keyport Test Wallet';
export const TEST_WALLET_RDNS = 'dev.keyport.testwallet';

/** A key on a rounded square: small, recognisable, and drawn here so it works offline. */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#3a5bd9"/>' +
  '<circle cx="36" cy="48" r="14" fill="none" stroke="#fff" stroke-width="8"/>' +
  '<path d="M50 48h30M70 48v12M80 48v8" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' +
  '</svg>';

export const TEST_WALLET_ICON: `data:image/svg+xml,${string}` = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`;
