import * as t from 'io-ts';
import { isCaipNetworkId } from '../../../domain/network/parseCaipNetworkId';
import { type SupportedChains } from '../../../application/ports/BlockchainApi';
import { exactObject } from './primitives';

/** REFERENCE §3a `GET v1/supported-chains`: `{http: CaipNetworkId[], ws: CaipNetworkId[]}`. */
export const SupportedChainsAnswer = exactObject(
  { http: t.readonlyArray(t.string), ws: t.readonlyArray(t.string) },
  'SupportedChainsAnswer',
);
export type SupportedChainsAnswer = t.TypeOf<typeof SupportedChainsAnswer>;

/**
 * The lists keep the ids of namespaces Keyport knows. The service also serves chains of other
 * namespaces; such a chain can never be Keyport's active network, so leaving it out changes no
 * answer of `isSupported`, while refusing the whole list for it would switch every call off.
 */
export function toSupportedChains(answer: SupportedChainsAnswer): SupportedChains {
  return { http: answer.http.filter(isCaipNetworkId), ws: answer.ws.filter(isCaipNetworkId) };
}
