import { type Translate, translator } from '../messages/translator';

/** The modal frame's strings (header, view titles, failures, snackbar): they load with the modal. */
export const modalMessages = {
  // The dialog itself
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading',

  // View titles (SPEC §2 view names)
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.AllWallets': 'All Wallets',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingExternal': 'Connecting',
  'title.ConnectingSiwe': 'Sign In',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.UnsupportedChain': 'Switch Network',
  'title.SIWXSignMessage': 'Sign In',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.RegisterAccountName': 'Choose a Name',
  'title.RegisterAccountNameSuccess': 'Name Registered',
  'title.Swap': 'Swap',
  'title.Networks': 'Choose Network',
  'title.WalletSend': 'Send',
  'title.WalletSendPreview': 'Review Send',
  'title.WalletReceive': 'Receive',
  'title.OnRampProviders': 'Buy',
  'title.SwapPreview': 'Review Swap',
  'title.EmailVerifyOtp': 'Confirm Email',
  'title.EmailVerifyDevice': 'Approve Device',
  'title.UpdateEmailWallet': 'Update Email',
  'title.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'title.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'title.ConnectingSocial': 'Log In',
  'title.sent': 'Transaction Sent',

  'unavailable.text': 'This screen is not available on this site.',

  // A view, or the modal itself, that failed to render
  'failure.title': 'Something went wrong',
  'failure.text': 'Something went wrong while showing this screen. Go back, or close and try again.',
  'failure.back': 'Back',
  'failure.close': 'Close',

  // Snackbar
  'snackbar.region': 'Notifications',

  // The SPEC §8 alerts, for the site's developer (shown on localhost only)
  'developer.label': 'For the site developer',
  'developer.hint': 'Shown only while the site runs on localhost: visitors never see this.',
} as const;

/** The modal frame's `t` (see `translator`). */
export const t: Translate<typeof modalMessages> = translator(modalMessages);
