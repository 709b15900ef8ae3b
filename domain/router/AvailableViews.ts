import { type ViewName } from './View';

/**
 * The SPEC §2 views that are not available yet (its table's "available" column): a host or a flow
 * may still open one, and it shows a short "not available" note and runs nothing behind it: no
 * wallet waits on it and no sign-in is asked there, so none of the SPEC §4 close blocks holds on it.
 */
export const VIEWS_NOT_YET_AVAILABLE = [
  'ConnectingSiwe',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly ViewName[];

/** Every other SPEC §2 view: the modal shows each. */
export type AvailableView = Exclude<ViewName, (typeof VIEWS_NOT_YET_AVAILABLE)[number]>;

export function isAvailableView(view: ViewName): view is AvailableView {
  return !(VIEWS_NOT_YET_AVAILABLE as readonly ViewName[]).includes(view);
}

/**
 * The embedded wallet's views (email codes, device approval, email update, social and Farcaster
 * login, approval): they work only where the instance has an embedded wallet to log in with.
 * Elsewhere they are as good as not available: each shows the "not available" note, and the
 * SPEC §4 close block of ApproveTransaction does not hold, since no request can wait there.
 */
export const EMBEDDED_WALLET_VIEWS = [
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ApproveTransaction',
] as const satisfies readonly AvailableView[];

export type EmbeddedWalletView = (typeof EMBEDDED_WALLET_VIEWS)[number];

export function isEmbeddedWalletView(view: ViewName): view is EmbeddedWalletView {
  return (EMBEDDED_WALLET_VIEWS as readonly ViewName[]).includes(view);
}
