import { type WalletFeature } from '../../../domain/options/Features';
import { type AvailableView } from '../../modal/availableViews';

/** The SPEC §2 view each wallet feature opens; typed so that each is a view this modal shows. */
const WALLET_FEATURE_VIEWS: Readonly<Record<WalletFeature, AvailableView>> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
};

/** The view a wallet feature's button opens. */
export function walletFeatureView(feature: WalletFeature): AvailableView {
  return WALLET_FEATURE_VIEWS[feature];
}
