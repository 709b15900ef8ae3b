import { type Translate, translator } from '../../messages/translator';
import { addressMessages } from '../shared/addressMessages';

/** The Account view's strings, its tabs' included: they load with the view. */
export const accountMessages = {
  'account.explorer': 'Block explorer',
  'account.totalValue': 'Total value {value}',
  'account.totalUnavailable': 'Total value unavailable',
  'account.retry': 'Retry',
  'account.retryIn': 'Retry in {seconds} s',
  'account.features': 'Wallet features',
  'account.disconnect': 'Disconnect',
  'account.signOut': 'Sign out',
  'account.tabs': 'Assets and activity',
  'account.switchNetwork': 'Switch network',
  'account.networkChip': '{network}, switch network',
  'account.networkUnsupported': '{network} is not supported on this site.',
  'feature.onramp': 'Buy crypto',
  'feature.swaps': 'Swap',
  'feature.receive': 'Receive',
  'feature.send': 'Send',
  'tab.Tokens': 'Tokens',
  'tab.NFTs': 'NFTs',
  'tab.Activity': 'Activity',
  'tokens.empty': 'No tokens to show yet.',
  'tokens.loading': 'Loading tokens',
  'tokens.failed': 'Token balances could not be loaded.',
  'tokens.lastKnown': 'Last known balances:',
  'tokens.unsupported': 'Token balances are not available on this network.',
  'nfts.empty': 'No NFTs to show yet.',
  'nfts.loading': 'Loading NFTs',
  'nfts.failed': 'NFTs could not be loaded.',
  'tabs.loading': 'Loading assets and activity',
  'tokens.notShown': '{count} more tokens are not listed here.',
  'nfts.notShown': '{count} more NFTs are not shown here.',
  'activity.notShown': '{count} more transactions of these pages are not listed here.',
  'activity.empty': 'No activity yet.',
  'activity.loading': 'Loading activity',
  'activity.failed': 'Activity could not be loaded.',
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
} as const;

/** A key of the Account view's table (or of the address texts it merges). */
export type AccountMessageKey = keyof typeof accountMessages | keyof typeof addressMessages;

/** `t` for the Account view: its own strings and the address texts. */
const messages = { ...addressMessages, ...accountMessages };
export const t: Translate<typeof messages> = translator(messages);
