/** The send group of views, loaded as one chunk (see modal/viewRegistry.ts). */
export { WalletSendView } from './WalletSendView';
export { WalletSendPreviewView } from './WalletSendPreviewView';
