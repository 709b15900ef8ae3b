import { type Translate, translator } from '../../messages/translator';
import { addressMessages } from '../shared/addressMessages';

/** The send views' strings: they load with the views, not with the page. */
export const sendMessages = {
  'send.token': 'Token',
  'send.tokensLoading': 'Loading your tokens',
  'send.noTokens': 'No tokens to send on this network.',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.receiver': 'To',
  'send.receiverPlaceholder': 'Address or name',
  'send.resolving': 'Looking up the name',
  'send.review': 'Review send',
  'send.from': 'From',
  'send.network': 'Network',
  'send.fee': 'Network fee',
  'send.feeLoading': 'Estimating',
  'send.feeUnavailable': 'Shown in your wallet',
  'send.confirm': 'Send',
  'send.sending': 'Confirm in your wallet',
  'send.cancel': 'Cancel',
  'send.sent': 'Sent {amount} {symbol}',
  'send.status.watching': 'Waiting for the network to confirm it',
  'send.status.confirmed': 'Confirmed on the network',
  'send.status.failed': 'The transaction failed on the network',
  'send.status.pending': 'Not confirmed yet: the block explorer will show when it is',
  'send.hash': 'Transaction hash',
  'send.explorer': 'View on block explorer',
  'send.done': 'Done',
  'send.notReady': 'This send is no longer complete. Go back to the form.',
  'send.amountPlaceholder': '0.0',
  'send.amountUsd': '≈ {usd}',
} as const;

/** `t` for the send views: their own strings and the address texts. */
const messages = { ...addressMessages, ...sendMessages };
export const t: Translate<typeof messages> = translator(messages);
