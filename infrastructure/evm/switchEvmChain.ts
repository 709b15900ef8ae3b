import { ChainNotAddedError } from '../../domain/errors/WalletRequestErrors';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type Eip1193Provider } from './Eip1193Provider';
import { evmChainId, toHexChainId } from './evmChainId';
import { requestWallet } from './requestWallet';
import { IgnoredAnswer } from './walletAnswers';

/**
 * EIP-3085 parameters for a network the wallet does not know. Only the network's own public RPC
 * URLs are offered: the relay's URL carries the host's project id, which is not the wallet's to keep.
 */
export function addChainParameters(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: toHexChainId(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer] }),
  };
}

/**
 * Moves the wallet to `network` (EIP-3326). A wallet that does not know the network (4902) is
 * asked to add it (EIP-3085) and then to switch again; any other refusal is thrown as mapped.
 */
export async function switchEvmChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const switchParams = [{ chainId: toHexChainId(evmChainId(network)) }];
  try {
    await requestWallet(provider, 'wallet_switchEthereumChain', switchParams, IgnoredAnswer);
  } catch (error) {
    if (!(error instanceof ChainNotAddedError)) throw error;
    await requestWallet(provider, 'wallet_addEthereumChain', [addChainParameters(network)], IgnoredAnswer);
    await requestWallet(provider, 'wallet_switchEthereumChain', switchParams, IgnoredAnswer);
  }
}
