import { type WalletFeature } from '../../../domain/options/Features';
import { type ViewName } from '../../../domain/router/View';
import { isAvailableView } from '../../modal/availableViews';

/**
 * The SPEC §2 view each wallet feature opens. Buying, receiving and sending get views of their
 * own with the issues that build them; swapping opens Swap.
 */
const WALLET_FEATURE_VIEWS: Readonly<Partial<Record<WalletFeature, ViewName>>> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
};

/** The view a feature opens, when this modal can show it. */
export function walletFeatureView(feature: WalletFeature): ViewName | undefined {
  const view = WALLET_FEATURE_VIEWS[feature];
  return view !== undefined && isAvailableView(view) ? view : undefined;
}
