/** The WalletConnect group of views, loaded together as one chunk (see modal/viewRegistry.ts). */
export { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
export { ConnectingWalletConnectView } from './ConnectingWalletConnectView';
