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
