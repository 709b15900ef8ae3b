import { type Translate, translator } from '../../messages/translator';
import { connectingMessages } from '../shared/connectingMessages';
import { emailMessages } from '../shared/email/emailMessages';
import { linkMessages } from '../shared/linkMessages';
import { socialMessages } from '../shared/social/socialMessages';

/**
 * The embedded wallet's views' strings (email codes, device approval, email update, social and
 * Farcaster login, approval, the Account view's login details): they load with the views.
 */
export const embeddedMessages = {
  'embedded.loading': 'Loading',
  'embedded.loadFailed': 'The login could not start',

  'otp.heading': 'Enter the code we sent to {email}',
  'otp.label': 'Verification code',
  'otp.digit': 'Digit {position} of {count}',
  'otp.verifying': 'Checking the code…',
  'otp.noCode': 'Did not get it?',
  'otp.resend': 'Resend code',
  'otp.resent': 'A new code is on its way',

  'device.heading': 'Approve this device',
  'device.text': 'Open the link in the email we sent to {email} to approve this device.',
  'device.waiting': 'Waiting for your approval…',
  'device.resend': 'Resend email',
  'device.resent': 'A new email is on its way',

  'update.current': 'Current email',
  'update.newEmail': 'New email',
  'update.submit': 'Continue',
  'update.sending': 'Sending a code',
  'update.same': 'This is already your email',
  'update.primaryHint': 'First confirm the change from your current email.',
  'update.secondaryHint': 'Then confirm your new email.',
  'update.done': 'Your email is now {email}',

  'socialLogin.continueIn': 'Continue in the {provider} window',
  'socialLogin.waitingHint': 'Log in there; this window waits for you.',
  'socialLogin.closed': 'The login window was closed',
  'socialLogin.closedHint': 'Open it again to log in with {provider}.',
  'socialLogin.blocked': 'The login window was blocked',
  'socialLogin.blockedHint':
    'Your browser stopped the window from opening. Allow pop-ups for this site, then try again.',
  'socialLogin.connected': 'You are logged in',
  'socialLogin.start': 'Log in with {provider} in a new window.',
  'socialLogin.unknown': 'This login is not offered on this site.',

  'farcaster.qrLabel': 'QR code to log in with Farcaster',
  'farcaster.scan': 'Scan this QR code with your phone',
  'farcaster.preparing': 'Preparing the QR code…',
  'farcaster.open': 'Open Farcaster',
  'farcaster.copyLink': 'Copy link',
  'farcaster.linkCopied': 'Link copied',
  'farcaster.copyFailed': 'The link could not be copied',

  'approve.text': 'Approve the request in the secure window',

  'loginAccount.via': 'Logged in with {provider}',
  'loginAccount.email': 'Email',
  'loginAccount.updateEmail': 'Update email',
  'loginAccount.type': 'Account type: {type}',
  'loginAccount.smartAccount': 'Smart account',
  'loginAccount.eoa': 'EOA',
  'loginAccount.useSmartAccount': 'Use a smart account',
} as const;

/** `t` for the embedded wallet's views. */
const messages = {
  ...connectingMessages,
  ...emailMessages,
  ...linkMessages,
  ...socialMessages,
  ...embeddedMessages,
};
export const t: Translate<typeof messages> = translator(messages);
