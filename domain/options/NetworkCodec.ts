import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { type CaipNetwork, type CaipNetworkId, type NetworkInput } from '../network/CaipNetwork';
import { isCaipNetworkId } from '../network/parseCaipNetworkId';
import { mismatch } from './codec/describeValue';
import { anObject, aString, expecting, isRecord, optional } from './codec/expecting';
import { fromValidate } from './codec/fromValidate';
import { listOf, nonEmptyListOf } from './codec/listOf';
import { objectOf, recordOf } from './codec/objectOf';
import { type CustomRpcUrl, type CustomRpcUrls } from './KeyportOptions';
import { validateNetwork } from './validateNetwork';

/**
 * A network the host configured (SPEC §3): an object, then every field `validateNetwork` checks.
 * Keyport's shape, viem's or AppKit's; `resolveOptions` turns each into Keyport's own copy.
 */
export const NetworkCodec = fromValidate<NetworkInput>('a network', (input, context) => {
  if (!isRecord(input)) return t.failure(input, context, mismatch('a network', input));
  return E.match(
    (error: { readonly reason: string }) => t.failure<NetworkInput>(input, context, error.reason),
    (network: CaipNetwork) => t.success<NetworkInput>(network),
  )(validateNetwork(input, 0));
});

export const NetworksCodec = nonEmptyListOf(NetworkCodec, 'a non-empty list of networks');

export const CaipNetworkIdCodec = expecting(
  'a CAIP-2 network id such as "eip155:1"',
  (value): value is CaipNetworkId => isCaipNetworkId(value),
);

/** `config` is AppKit's transport tuning; Keyport keeps its own timeouts but accepts the field. */
const CustomRpcUrlCodec = objectOf<CustomRpcUrl & { readonly config?: object | undefined }>(
  'an RPC endpoint { url }',
  {
    url: aString,
    config: optional(anObject),
  },
  { noun: 'RPC endpoint field', unknownNames: 'refuse' },
);

export const CustomRpcUrlsCodec: t.Type<CustomRpcUrls, unknown, unknown> = recordOf(
  'an object of RPC endpoint lists by network id',
  CaipNetworkIdCodec,
  listOf(CustomRpcUrlCodec, 'a list of RPC endpoints'),
);
