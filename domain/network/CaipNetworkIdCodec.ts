import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { type CaipNetworkId } from './CaipNetwork';
import {
  type InvalidCaipNetworkIdError,
  type ParsedCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from './parseCaipNetworkId';

/**
 * A CAIP-2 network id (`eip155:1`) of a known namespace, checked when read from outside with the
 * same rules as everywhere else in Keyport.
 */
export const CaipNetworkIdCodec = new t.Type<CaipNetworkId, CaipNetworkId, unknown>(
  'CaipNetworkId',
  isCaipNetworkId,
  (input, context) =>
    E.match(
      (error: InvalidCaipNetworkIdError) => t.failure<CaipNetworkId>(input, context, error.details),
      (parsed: ParsedCaipNetworkId) => t.success(parsed.caipNetworkId),
    )(parseCaipNetworkId(input)),
  t.identity,
);
