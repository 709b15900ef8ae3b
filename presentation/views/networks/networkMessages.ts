import { type Translate, translator } from '../../messages/translator';

/** The Networks and UnsupportedChain views' strings: they load with the views. */
export const networkMessages = {
  'networks.list': 'Networks',
  'networks.active': 'Active',
  'unsupported.text': 'This site does not support the network your wallet is on. Switch network to continue.',
} as const;

/** `t` for the network views. */
export const t: Translate<typeof networkMessages> = translator(networkMessages);
