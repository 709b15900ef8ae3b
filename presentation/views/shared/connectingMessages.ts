/**
 * What the ConnectingExternal, ConnectingWalletConnect and ConnectingWalletConnectBasic views say
 * while a wallet is asked to connect: shared by the connect and WalletConnect view groups, so each
 * group's table merges it.
 */
export const connectingMessages = {
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.approveHint': 'Approve the connection request in your wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'The wallet did not approve the connection. You can ask again.',
  'connecting.failed': 'Connection failed',
  'connecting.notInstalled': '{wallet} is not installed',
  'connecting.unknownNotInstalled': 'This wallet is not installed',
  'connecting.notInstalledHint': 'Install it, then come back here to connect.',
  'connecting.homepage': 'Website',
  'connecting.chromeStore': 'Chrome Web Store',
  'connecting.appStore': 'App Store',
  'connecting.playStore': 'Google Play',
  'connecting.walletFallback': 'your wallet',
  'connecting.pending': 'A request is already open in your wallet',
  'connecting.pendingHint': 'If an earlier request is still open in your wallet, close it and try again.',
  'connecting.tryAgain': 'Try again',
} as const;
