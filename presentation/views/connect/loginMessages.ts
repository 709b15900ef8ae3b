import { type Translate, translator } from '../../messages/translator';
import { emailMessages } from '../shared/email/emailMessages';
import { socialMessages } from '../shared/social/socialMessages';

/**
 * The Connect view's email and social login strings: a table of their own, so that the views
 * that share the connect views' table (the WalletConnect ones) do not carry them.
 */
export const loginMessages = {
  'login.emailSubmit': 'Continue with email',
  'login.emailSending': 'Sending the email',
  'login.socials': 'Social logins',
  'login.wallets': 'Continue with a wallet',
  'login.or': 'or',
} as const;

/** `t` for the Connect view's email and social login. */
const messages = { ...emailMessages, ...socialMessages, ...loginMessages };
export const t: Translate<typeof messages> = translator(messages);
