import { type ViewName } from '../../domain/router/View';

/**
 * The SPEC §2 views this modal can show; any other view a host or a flow opens shows a short
 * "not available" note. The view registry must hold a component for each, and a button that
 * leads to a view is offered only when its view is here.
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
