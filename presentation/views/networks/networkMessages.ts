import { type Translate, translator } from '../../messages/translator';

/** The Networks and UnsupportedChain views' strings: they load with the views. */
export const networkMessages = {
  'networks.list': 'Networks',
  'networks.active': 'Active',
  'networks.unsupported': 'Not supported',
  'networks.walletIsHere': 'Your wallet is on this network',
  'unsupported.text': 'This site does not support the network your wallet is on. Switch network to continue.',
  'unsupported.disconnect': 'Disconnect',
} as const;

/** `t` for the network views. */
export const t: Translate<typeof networkMessages> = translator(networkMessages);
