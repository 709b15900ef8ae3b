/** SPEC §2: the modal's views. There are no URL routes; the modal keeps a history stack of these. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Networks',
  // The Account view's wallet features (send, receive, swap and buy), beyond the SPEC §2 list.
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'OnRampProviders',
  'SwapPreview',
  // The embedded wallet's steps (SPEC §4: email codes and device approval, email update, social
  // login), beyond the SPEC §2 list, which names only ConnectingFarcaster and ApproveTransaction.
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectingSocial',
] as const;

export type ViewName = (typeof VIEWS)[number];

/** A view with the data it was opened with (a wallet to connect, a network to switch to…). */
export interface RouteEntry {
  readonly view: ViewName;
  readonly data?: Readonly<Record<string, unknown>>;
}

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}
