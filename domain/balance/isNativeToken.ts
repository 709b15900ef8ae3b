import * as E from 'fp-ts/Either';
import { parseCaipAddress } from '../address/parseCaipAddress';
import { NATIVE_TOKEN_ADDRESSES } from '../constants/limits';
import { type CaipAddress } from '../network/CaipNetwork';

/**
 * Whether a CAIP-10 token id names its namespace's native currency (SPEC §9 "Native token
 * addresses": `0xeee…` on eip155). Hex addresses are compared without regard to case.
 */
export function isNativeToken(token: CaipAddress): boolean {
  const parsed = parseCaipAddress(token);
  if (E.isLeft(parsed)) return false;
  return parsed.right.address.toLowerCase() === NATIVE_TOKEN_ADDRESSES[parsed.right.namespace].toLowerCase();
}
