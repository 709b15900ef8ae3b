import * as E from 'fp-ts/Either';
import { isValidAddress } from '../address/isValidAddress';
import { type ChainNamespace } from '../chain/ChainNamespace';
import { InvalidAddressError } from './SendErrors';

/**
 * The send form's receiver check: the SPEC §5 address rule of the active namespace, on the address
 * without surrounding spaces (pasted addresses often carry some). Gives the trimmed address back.
 */
export function validateReceiverAddress(
  address: string,
  namespace: ChainNamespace,
): E.Either<InvalidAddressError, string> {
  const trimmed = address.trim();
  return isValidAddress(trimmed, namespace)
    ? E.right(trimmed)
    : E.left(new InvalidAddressError(trimmed, namespace));
}
