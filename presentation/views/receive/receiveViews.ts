/** The receive group of views, loaded as one chunk (see modal/viewRegistry.ts). */
export { WalletReceiveView } from './WalletReceiveView';
