export { announceTestWallet, type TestWalletInfo } from './announceTestWallet';
export { createTestWalletProvider } from './createTestWalletProvider';
export { ProviderRpcError } from './ProviderRpcError';
export { TEST_WALLET_ICON, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './testWalletInfo';
export {
  type RequestArguments,
  type TestWalletMode,
  type TestWalletOptions,
  type TestWalletProvider,
  type TestWalletStorage,
} from './TestWalletProvider';
export { type WalletEventMap, type WalletEventName, type WalletListener } from './WalletEvents';
