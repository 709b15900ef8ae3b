import { type AvailableView } from './AvailableViews';
import { type ViewName } from './View';

/**
 * The embedded wallet's views (email codes, device approval, email update, social and Farcaster
 * login, approval): they work only where the instance has an embedded wallet to log in with.
 * Elsewhere they are as good as not available: each shows the "not available" note, and the
 * visitor's close is never refused there (the SPEC §4 block of ApproveTransaction guards a
 * request waiting for approval, and none can wait without an embedded wallet).
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
