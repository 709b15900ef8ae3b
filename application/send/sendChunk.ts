/**
 * What the send chunk holds: the feature, and the use cases the send actions resolve once it is
 * enabled. Actions import this only through `loadSendChunk`, so none of it is in a page's entry
 * or in a view's chunk.
 */
export { sendFeature } from './sendFeature';
export { ReceiverResolver } from './ReceiverResolver';
export { SendFees } from './SendFees';
export { SendTokenList } from './SendTokenList';
export { WalletSend } from './WalletSend';
export { TransactionWatch } from '../transaction/TransactionWatch';
