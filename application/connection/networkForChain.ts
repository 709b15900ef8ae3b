import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { explorerUrl } from '../../domain/network/explorerUrl';
import { allNetworks } from '../../domain/network/knownNetworks';

/**
 * The decimals of each namespace's native currency where the chain itself is unknown: fixed per
 * namespace (EVM chains use 18 by EIP-3085, Solana 9, Bitcoin 8, Polkadot 10).
 */
const NATIVE_DECIMALS: Readonly<Record<ChainNamespace, number>> = {
  eip155: 18,
  solana: 9,
  bip122: 8,
  polkadot: 10,
};

/**
 * The network a wallet says it is on: the host's network with that chain id when the host
 * configured it, else the well-known definition of that chain (its name and currency), else a bare
 * network that names the chain by its CAIP-2 id. Neither fallback is among the requested networks,
 * which is what makes SPEC §4 UnsupportedChain show for it.
 */
export function networkForChain(
  namespace: ChainNamespace,
  chainId: number | string,
  configured: readonly CaipNetwork[],
): CaipNetwork {
  const caipNetworkId: CaipNetworkId = `${namespace}:${chainId}`;
  return (
    configured.find((network) => network.caipNetworkId === caipNetworkId) ??
    allNetworks.find((network) => network.caipNetworkId === caipNetworkId) ?? {
      id: chainId,
      chainNamespace: namespace,
      caipNetworkId,
      name: caipNetworkId,
      nativeCurrency: { name: '', symbol: '', decimals: NATIVE_DECIMALS[namespace] },
      rpcUrls: { default: { http: [] } },
    }
  );
}

/** The page of `address` on the network's block explorer, when the network names one. */
export function addressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  return explorerUrl(network, 'address', address);
}
