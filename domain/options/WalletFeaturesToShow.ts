import { type ChainNamespace } from '../chain/ChainNamespace';
import { FEATURE_NAMESPACES, SWAP_SUPPORTED_CHAIN_IDS } from '../constants/limits';
import { type Features, type WalletFeature } from './Features';

/** The active network, as far as wallet features care. */
export interface WalletFeatureNetwork {
  readonly namespace: ChainNamespace;
  /** The chain reference (a number for eip155); needed for swaps. */
  readonly chainId?: number | string | undefined;
}

function isAvailableOn(feature: WalletFeature, network: WalletFeatureNetwork): boolean {
  switch (feature) {
    case 'onramp':
      return (FEATURE_NAMESPACES.onramp as readonly ChainNamespace[]).includes(network.namespace);
    case 'send':
      return (FEATURE_NAMESPACES.send as readonly ChainNamespace[]).includes(network.namespace);
    case 'swaps':
      return (
        network.namespace === 'eip155' &&
        SWAP_SUPPORTED_CHAIN_IDS.some((chainId) => String(chainId) === String(network.chainId))
      );
    case 'receive':
      return true;
  }
}

/**
 * The wallet features the Account view shows, in the host's `walletFeaturesOrder`: each must be
 * switched on in `features` and work on the active network (SPEC §9: onramp and send on eip155
 * and solana; swaps only on the listed eip155 networks; receive everywhere, since showing an
 * address needs no service).
 */
export function walletFeaturesToShow(
  features: Pick<Features, WalletFeature | 'walletFeaturesOrder'>,
  network: WalletFeatureNetwork,
): readonly WalletFeature[] {
  return [...new Set(features.walletFeaturesOrder)].filter(
    (feature) => features[feature] && isAvailableOn(feature, network),
  );
}
