/**
 * The connected address and balance texts the Account, Receive and Send views all show: each of
 * those groups' tables merges it.
 */
export const addressMessages = {
  'account.notConnected': 'No wallet is connected.',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyFailed': 'The address could not be copied',
  'account.balance': '{amount} {symbol}',
} as const;
