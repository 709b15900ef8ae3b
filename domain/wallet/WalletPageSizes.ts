/**
 * REFERENCE §7: how many explorer wallets each list asks for at a time: the Connect view's
 * recommended picks, a page of the AllWallets list, and a page of search results.
 */
export const WALLET_PAGE_SIZES = {
  recommended: 4,
  allWallets: 40,
  search: 100,
} as const;

/** REFERENCE §7: the AllWallets search waits this long after the last keystroke before asking. */
export const WALLET_SEARCH_DEBOUNCE_MS = 300;
