import { type Translate, translator } from '../../messages/translator';
import { connectingMessages } from '../shared/connectingMessages';
import { linkMessages } from '../shared/linkMessages';

/**
 * The ConnectingWalletConnect and ConnectingWalletConnectBasic views' strings (with the connecting
 * texts they share with ConnectingExternal): they load with the views.
 */
export const walletConnectMessages = {
  'wc.platforms': 'Ways to connect',
  'platform.qrcode': 'QR code',
  'platform.mobile': 'Mobile',
  'platform.web': 'Web app',
  'platform.desktop': 'Desktop',
  'wc.qrLabel': 'QR code to connect {wallet}',
  'wc.scan': 'Scan this QR code with your phone',
  'wc.open': 'Open',
  'wc.copyLink': 'Copy link',
  'wc.linkCopied': 'Link copied',
  'wc.copyFailed': 'The link could not be copied',
  'wc.unavailable': 'WalletConnect is not set up on this site.',
  'wc.preparing': 'Preparing the QR code…',
  'wc.preparingSlow': 'Still preparing the QR code…',
  'wc.preparingSlowHint': 'Reaching WalletConnect is taking longer than usual.',
} as const;

/** `t` for the WalletConnect views. */
const messages = { ...connectingMessages, ...linkMessages, ...walletConnectMessages };
export const t: Translate<typeof messages> = translator(messages);
