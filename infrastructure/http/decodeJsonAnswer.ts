import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describeValidationErrors } from '../../domain/errors/describeValidationErrors';
import { InvalidResponseError } from './RequestErrors';

/**
 * Reads a service's answer as JSON and decodes it with `decoder`. Either the whole answer is as
 * promised or the call fails with `InvalidResponseError` naming `call` and the fields at fault;
 * no part of a malformed answer is ever returned.
 */
export function decodeJsonAnswer<A>(call: string, text: string, decoder: t.Decoder<unknown, A>): A {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidResponseError(call, 'the body is not JSON', error);
  }
  const decoded = decoder.decode(json);
  if (E.isLeft(decoded)) throw new InvalidResponseError(call, describeValidationErrors(decoded.left));
  return decoded.right;
}
