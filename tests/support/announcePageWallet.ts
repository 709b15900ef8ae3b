import { announceTestWallet, createTestWalletProvider } from '../../devstack/test-wallet';

/** Devnet account 0 of the `test … junk` mnemonic: public knowledge, no value anywhere. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/**
 * Announces the devstack's test wallet on the page (EIP-6963), as an installed extension would,
 * on a chain nobody answers (nothing here reaches a node). Returns what stops announcing it.
 */
export function announcePageWallet(): () => void {
  return announceTestWallet(
    createTestWalletProvider({
      rpcUrls: { 1: 'http://127.0.0.1:9' },
      privateKey: DEV_KEY,
      chainId: 1,
      mode: 'approve',
      storage: null,
    }),
  );
}
