import { type Translate, translator } from '../../messages/translator';
import { connectingMessages } from '../shared/connectingMessages';

/** The Connect, AllWallets and ConnectingExternal views' strings: they load with the views. */
export const connectMessages = {
  'connect.walletList': 'Wallets',
  'connect.allWallets': 'All wallets',
  'connect.noWallets': 'No wallets are available on this site.',
  'wallet.installed': 'Installed',
  'wallet.recent': 'Recent',
  'wallet.qrCode': 'QR code',
  'legal.intro': 'By connecting your wallet, you agree to our',
  'legal.agree': 'I agree to the',
  'legal.terms': 'Terms of Service',
  'legal.and': 'and',
  'legal.privacy': 'Privacy Policy',

  'allWallets.search': 'Search wallets',
  'allWallets.certifiedOnly': 'Certified only',
  'allWallets.list': 'Wallets',
  'allWallets.loadMore': 'Load more',
  'allWallets.loading': 'Loading wallets',
  'allWallets.results': '{count} wallets listed',
  'allWallets.empty': 'No wallets found',
  'allWallets.error': 'The wallet list could not be loaded.',
  'allWallets.retry': 'Try again',
} as const;

/** `t` for the connect views. */
const messages = { ...connectingMessages, ...connectMessages };
export const t: Translate<typeof messages> = translator(messages);
