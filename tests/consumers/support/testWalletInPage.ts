import { announceTestWallet, createTestWalletProvider } from '../../../devstack/test-wallet';

/** What the test tells the page before its scripts run: the wallet's key and the dev chains. */
interface PageWalletPlan {
  readonly privateKey: `0x${string}`;
  readonly chainId: number;
  readonly rpcUrls: Readonly<Record<number, string>>;
}

declare global {
  interface Window {
    __KEYPORT_TEST_WALLET__?: PageWalletPlan;
  }
}

// The devstack's test wallet, announced by EIP-6963 as an installed extension is, on any site the
// test opens (the consumer sites know nothing of it). It approves every prompt.
const plan = window.__KEYPORT_TEST_WALLET__;
if (plan !== undefined) {
  announceTestWallet(createTestWalletProvider({ ...plan, mode: 'approve' }));
}
