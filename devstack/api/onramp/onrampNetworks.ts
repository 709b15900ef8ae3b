import { type DevChain } from '../../chain/DevChain';

/** A chain as the onramp provider names it (`ethereum`, `arbitrum`). */
export interface OnrampNetwork {
  readonly name: string;
  readonly display_name: string;
  readonly chain_id: string;
}

/** The provider's names of the chains the devstack can run (SPEC §9 card-pay chains). */
const PROVIDER_NETWORK_NAMES: Readonly<Record<number, { name: string; display_name: string }>> = {
  1: { name: 'ethereum', display_name: 'Ethereum' },
  10: { name: 'optimism', display_name: 'Optimism' },
  137: { name: 'polygon', display_name: 'Polygon' },
  8453: { name: 'base', display_name: 'Base' },
  42161: { name: 'arbitrum', display_name: 'Arbitrum' },
  43114: { name: 'avalanche-c-chain', display_name: 'Avalanche C-Chain' },
};

/** The provider's name of a chain; a chain it has no name for is called after its id. */
export function onrampNetworkOf(chain: DevChain): OnrampNetwork {
  const known = PROVIDER_NETWORK_NAMES[chain.chainId];
  return {
    name: known?.name ?? `eip155-${chain.chainId}`,
    display_name: known?.display_name ?? chain.name,
    chain_id: String(chain.chainId),
  };
}
