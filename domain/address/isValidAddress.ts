import { type ChainNamespace } from '../chain/ChainNamespace';
import { isEvmAddress } from './EvmAddress';
import { isSolanaAddress } from './SolanaAddress';

/**
 * SPEC §5: whether `address` is a valid address on `namespace`. Only eip155 and solana addresses
 * can be checked (those are the namespaces Keyport sends on); "Other namespaces are invalid".
 */
export function isValidAddress(address: string, namespace: ChainNamespace): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address);
    case 'solana':
      return isSolanaAddress(address);
    default:
      return false;
  }
}

/** Whether `isValidAddress` can tell a good address of `namespace` from a bad one. */
export function checksAddressesOf(namespace: ChainNamespace): boolean {
  return namespace === 'eip155' || namespace === 'solana';
}
