import { type Translate, translator } from '../../messages/translator';

/** The onramp views' strings: they load with the views, not with the page. */
export const onrampMessages = {
  'onramp.loading': 'Loading currencies',
  'onramp.providers': 'Providers',
  'onramp.providersIntro': 'Choose who to buy crypto from.',
  'onramp.noProviders': 'No provider sells crypto on this network.',
  'onramp.providerFee': 'Fee {fee}',
  'onramp.providerNamespaces': 'Delivers on {namespaces}',
  'onramp.namespaceSeparator': ', ',
  'onramp.namespace.eip155': 'EVM networks',
  'onramp.namespace.solana': 'Solana',
  'onramp.namespace.bip122': 'Bitcoin',
  'onramp.namespace.polkadot': 'Polkadot',
  'onramp.purchase': 'Your purchase',
  'onramp.provider': 'Buying with {provider}',
  'onramp.changeProvider': 'Change provider',
  'onramp.builtInOptions': 'The provider list of currencies could not be loaded; the usual ones are shown.',
  'onramp.purchaseCurrency': 'You buy',
  'onramp.purchaseCurrencyOption': '{name} ({symbol})',
  'onramp.network': 'Delivered on {network}',
  'onramp.paymentCurrency': 'You pay in',
  'onramp.amount': 'Amount to pay',
  'onramp.limit': '{method}: {min} to {max} {currency}',
  'onramp.method.card': 'Card',
  'onramp.method.ach_bank_account': 'Bank account',
  'onramp.amount.invalid': 'Enter an amount such as 100 or 99.50',
  'onramp.amount.belowMinimum': 'The minimum is {min} {currency}',
  'onramp.amount.aboveMaximum': 'The maximum is {max} {currency}',
  'onramp.quote': 'Price',
  'onramp.quote.loading': 'Getting a price',
  'onramp.quote.receive': 'You receive',
  'onramp.quote.providerFee': 'Provider fee',
  'onramp.quote.networkFee': 'Network fee',
  'onramp.quote.total': 'Total',
  'onramp.quote.amount': '{amount} {currency}',
  'onramp.quote.estimate':
    'Estimate: no price could be had from the provider, so the amount is shown one to one.',
  'onramp.buy': 'Buy',
  'onramp.opening': 'Opening the payment page',
  'onramp.checkout.title': 'Continue in the new window',
  'onramp.checkout.text':
    'Pay on the {provider} page that opened. The tokens arrive in your wallet once the payment is done.',
  'onramp.checkout.reopen': 'Open the payment page again',
  'onramp.checkout.back': 'Back to the purchase',
  'onramp.received.title': 'Purchase received',
  'onramp.received': '{amount} {symbol} arrived in your wallet',
  'onramp.done': 'Done',
} as const;

/** `t` for the onramp views: their own strings. */
export const t: Translate<typeof onrampMessages> = translator(onrampMessages);
