import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { InvalidNetworkError } from '../../domain/options/OptionsErrors';

/** An eip155 network's chain id as a number (hosts may write the reference as a string). */
export function evmChainId(network: CaipNetwork): number {
  const chainId = typeof network.id === 'number' ? network.id : Number(network.id);
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidNetworkError(network.caipNetworkId, 'not an eip155 chain id');
  }
  return chainId;
}

/** EIP-695 form: `0x` and lower-case hex, no leading zeros. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
