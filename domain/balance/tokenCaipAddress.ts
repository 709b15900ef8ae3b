import { isChainNamespace } from '../chain/ChainNamespace';
import { NATIVE_TOKEN_ADDRESSES } from '../constants/limits';
import { type TokenBalance } from './TokenBalance';

/**
 * A balance's token as a CAIP-10 address: its own, or for the native currency (which the balance
 * API lists without one) the SPEC §9 native address on its network, as token lists name it.
 */
export function tokenCaipAddress(token: TokenBalance): string {
  if (token.address !== undefined) return token.address;
  const namespace = token.chainId.split(':')[0];
  return `${token.chainId}:${isChainNamespace(namespace) ? NATIVE_TOKEN_ADDRESSES[namespace] : ''}`;
}
