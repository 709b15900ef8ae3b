/**
 * The strings the page loads before the first click, in English: the buttons' and the modal
 * frame's. Components never write visible text themselves: they call `t(key, params)`, so a
 * translation is one more table of the same keys. A view group keeps its strings in a table of its
 * own (`views/<group>/<group>Messages.ts`), which loads with its views. `{name}` marks a value
 * filled in at run time.
 */
export const en = {
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
  'title.sent': 'Transaction Sent',

  'unavailable.text': 'This screen is not available on this site.',

  // A view, or the modal itself, that failed to render
  'failure.title': 'Something went wrong',
  'failure.text': 'Something went wrong while showing this screen. Go back, or close and try again.',
  'failure.back': 'Back',
  'failure.close': 'Close',

  // Buttons on the host page
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.balance': '{amount} {symbol}',
  'button.networkFallback': 'Select Network',

  // Snackbar
  'snackbar.region': 'Notifications',
} as const;

export type Messages = typeof en;
export type MessageKey = keyof Messages;
