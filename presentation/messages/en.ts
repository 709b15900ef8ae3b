/**
 * Every string the modal and the buttons show, in English. Components never write visible text
 * themselves: they call `t(key, params)`, so a translation is one more table of the same keys.
 * `{name}` marks a value filled in at run time.
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

  // Connect
  'connect.walletList': 'Wallets',
  'connect.allWallets': 'All wallets',
  'connect.noWallets': 'No wallets are available on this site.',
  'wallet.installed': 'Installed',
  'wallet.recent': 'Recent',
  'wallet.qrCode': 'QR code',
  'wallet.certified': 'Certified',
  'legal.intro': 'By connecting your wallet, you agree to our',
  'legal.terms': 'Terms of Service',
  'legal.and': 'and',
  'legal.privacy': 'Privacy Policy',
  'link.newTab': '(opens in a new tab)',

  // AllWallets
  'allWallets.search': 'Search wallets',
  'allWallets.certifiedOnly': 'Certified only',
  'allWallets.list': 'Wallets',
  'allWallets.loadMore': 'Load more',
  'allWallets.loading': 'Loading wallets',
  'allWallets.results': '{count} wallets listed',
  'allWallets.empty': 'No wallets found',
  'allWallets.error': 'The wallet list could not be loaded.',
  'allWallets.retry': 'Try again',

  // ConnectingExternal
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.approveHint': 'Approve the connection request in your wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'The wallet did not approve the connection. You can ask again.',
  'connecting.failed': 'Connection failed',
  'connecting.retry': 'Retry',
  'connecting.notInstalled': '{wallet} is not installed',
  'connecting.unknownNotInstalled': 'This wallet is not installed',
  'connecting.notInstalledHint': 'Install it, then come back here to connect.',
  'connecting.homepage': 'Website',
  'connecting.chromeStore': 'Chrome Web Store',
  'connecting.appStore': 'App Store',
  'connecting.playStore': 'Google Play',
  'connecting.walletFallback': 'your wallet',

  // ConnectingWalletConnect and ConnectingWalletConnectBasic (with the ConnectingExternal texts above)
  'wc.platforms': 'Ways to connect',
  'platform.qrcode': 'QR code',
  'platform.mobile': 'Mobile',
  'platform.web': 'Web app',
  'platform.desktop': 'Desktop',
  'wc.qrLabel': 'QR code to connect {wallet}',
  'qr.loading': 'Preparing the QR code',
  'wc.scan': 'Scan this QR code with your phone',
  'wc.open': 'Open',
  'wc.copyLink': 'Copy link',
  'wc.linkCopied': 'Link copied',
  'wc.copyFailed': 'The link could not be copied',
  'wc.declinedHint': 'If an earlier request is still open in your wallet, close it and try again.',
  'wc.retry': 'Try again',
  'wc.unavailable': 'WalletConnect is not set up on this site.',

  // Networks and UnsupportedChain
  'networks.list': 'Networks',
  'networks.active': 'Active',
  'unsupported.text': 'This site does not support the network your wallet is on. Switch network to continue.',

  // Account
  'account.notConnected': 'No wallet is connected.',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyFailed': 'The address could not be copied',
  'account.explorer': 'Block explorer',
  'account.balance': '{amount} {symbol}',
  'account.totalValue': 'Total value {value}',
  'account.features': 'Wallet features',
  'account.disconnect': 'Disconnect',
  'account.tabs': 'Assets and activity',
  'feature.onramp': 'Buy crypto',
  'feature.swaps': 'Swap',
  'feature.receive': 'Receive',
  'feature.send': 'Send',
  'tab.Tokens': 'Tokens',
  'tab.NFTs': 'NFTs',
  'tab.Activity': 'Activity',
  'tokens.empty': 'No tokens to show yet.',
  'tokens.loading': 'Loading tokens',
  'nfts.empty': 'No NFTs to show yet.',
  'nfts.loading': 'Loading NFTs',
  'tokens.notShown': '{count} more tokens are not listed here.',
  'nfts.notShown': '{count} more NFTs are not shown here.',
  'activity.notShown': '{count} more transactions of these pages are not listed here.',
  'activity.empty': 'No activity yet.',
  'activity.loading': 'Loading activity',
  'activity.loadMore': 'Load more',
  'activity.statusSeparator': ' · ',
  'activity.status.confirmed': 'Confirmed',
  'activity.status.failed': 'Failed',
  'activity.status.pending': 'Pending',
  'activity.amount': '{sign}{quantity} {symbol}',
  'activity.op.send': 'Sent',
  'activity.op.receive': 'Received',
  'activity.op.trade': 'Swapped',
  'activity.op.deposit': 'Deposited',
  'activity.op.withdraw': 'Withdrew',
  'activity.op.mint': 'Minted',
  'activity.op.burn': 'Burned',
  'activity.op.approve': 'Approved',
  'activity.op.execute': 'Contract call',
  'activity.op.borrow': 'Borrowed',
  'activity.op.repay': 'Repaid',
  'activity.op.claim': 'Claimed',
  'activity.op.stake': 'Staked',
  'activity.op.unstake': 'Unstaked',
  'activity.op.deploy': 'Deployed',
  'activity.op.cancel': 'Cancelled',

  // Receive
  'receive.qrLabel': 'QR code of your address',
  'receive.networks': 'Use this address on these networks',

  // Buttons on the host page
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.account': 'Account {address}',
  'button.balance': '{amount} {symbol}',
  'button.network': 'Network {network}, change network',
  'button.networkFallback': 'Select Network',

  // Snackbar
  'snackbar.region': 'Notifications',
} as const;

export type Messages = typeof en;
export type MessageKey = keyof Messages;
