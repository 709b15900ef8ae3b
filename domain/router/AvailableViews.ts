import { type ViewName } from './View';

/**
 * The SPEC §2 views available today (its table's "available" column). Any other view a host or a
 * flow opens shows a short "not available" note and runs nothing behind it: no wallet waits on it
 * and no sign-in is asked there, so none of the SPEC §4 close blocks holds on it.
 */
export const AVAILABLE_VIEWS = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Networks',
  'UnsupportedChain',
  'Account',
  'Swap',
  'SwapPreview',
  'WalletReceive',
  'OnRampProviders',
  'WalletSend',
  'WalletSendPreview',
] as const satisfies readonly ViewName[];

export type AvailableView = (typeof AVAILABLE_VIEWS)[number];

export function isAvailableView(view: ViewName): view is AvailableView {
  return (AVAILABLE_VIEWS as readonly ViewName[]).includes(view);
}
