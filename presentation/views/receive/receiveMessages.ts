import { type Translate, translator } from '../../messages/translator';
import { addressMessages } from '../shared/addressMessages';

/** The Receive view's strings: they load with the view. */
export const receiveMessages = {
  'receive.qrLabel': 'QR code of your address',
  'receive.networks': 'Use this address on these networks',
} as const;

/** `t` for the Receive view: its own strings and the address texts. */
const messages = { ...addressMessages, ...receiveMessages };
export const t: Translate<typeof messages> = translator(messages);
