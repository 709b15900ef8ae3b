import { type Translate, translator } from '../../messages/translator';

/** The swap views' strings: they load with the views, not with the page. */
export const swapMessages = {
  'swap.unsupported': 'Network not supported for Swaps',
  'swap.switchNetwork': 'Switch network',
  'swap.notConnected': 'Connect a wallet to swap.',
  'swap.loading': 'Loading tokens',
  'swap.sell': 'You pay',
  'swap.buy': 'You receive',
  'swap.sellToken': 'Token to pay with',
  'swap.buyToken': 'Token to receive',
  'swap.amount': 'Amount to pay',
  'swap.tokenOption': '{symbol} (balance {balance})',
  'swap.balance': 'Balance {balance} {symbol}',
  'swap.flip': 'Swap the two tokens',
  'swap.quoting': 'Fetching a quote',
  'swap.quotePlaceholder': '0',
  'swap.priceImpact': 'Price impact',
  'swap.providerFee': 'Provider fee',
  'swap.slippage': 'Max. slippage',
  'swap.minimumReceived': 'Minimum received',
  'swap.amountWithSymbol': '{amount} {symbol}',
  'swap.enterAmount': 'Enter an amount',
  'swap.insufficientBalance': 'Insufficient balance',
  'swap.review': 'Review swap',
  'swap.approve': 'Approve {symbol}',
  'swap.approving': 'Approving {symbol}',
  'swap.approveNote': 'The swap needs your approval to spend {symbol} first.',
  'swap.confirm': 'Swap',
  'swap.swapping': 'Swapping',
  'swap.cancel': 'Cancel',
  'swap.success': 'Swapped {sold} {soldSymbol} for {bought} {boughtSymbol}',
  'swap.submitted': 'Swap of {sold} {soldSymbol} for {bought} {boughtSymbol} sent, not confirmed yet',
  'swap.details': 'Swap details',
} as const;

/** `t` for the swap views: their own strings. */
export const t: Translate<typeof swapMessages> = translator(swapMessages);
