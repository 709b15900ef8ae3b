import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describeValidationErrors } from '../../domain/errors/describeValidationErrors';
import { InvalidWalletResponseError } from '../../domain/errors/WalletRequestErrors';
import { type Eip1193Provider } from './Eip1193Provider';
import { mapProviderError } from './mapProviderError';

/**
 * One EIP-1193 request. A refusal or failure becomes a KeyportError (see `mapProviderError`); an
 * answer is decoded, and one that is not what the method promises is rejected whole.
 */
export async function requestWallet<A>(
  provider: Eip1193Provider,
  method: string,
  params: unknown,
  answer: t.Decoder<unknown, A>,
): Promise<A> {
  let result: unknown;
  try {
    result = await provider.request(params === undefined ? { method } : { method, params });
  } catch (error) {
    throw mapProviderError(error);
  }
  const decoded = answer.decode(result);
  if (E.isLeft(decoded)) {
    throw new InvalidWalletResponseError(method, { details: describeValidationErrors(decoded.left) });
  }
  return decoded.right;
}
