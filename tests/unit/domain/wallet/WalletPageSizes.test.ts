import { WALLET_PAGE_SIZES, WALLET_SEARCH_DEBOUNCE_MS } from '../../../../domain/wallet/WalletPageSizes';

describe('REFERENCE §7 explorer sizes', () => {
  it('recommended 4, page 40, search 100, search after 300 ms', () => {
    expect(WALLET_PAGE_SIZES).toEqual({ recommended: 4, allWallets: 40, search: 100 });
    expect(WALLET_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
