import * as E from 'fp-ts/Either';
import { type ChainNamespace, isChainNamespace } from '../chain/ChainNamespace';
import { KeyportError } from '../errors/KeyportError';
import { type CaipAddress, type CaipNetworkId } from '../network/CaipNetwork';

/** A CAIP-10 account id split into its parts. */
export interface ParsedCaipAddress {
  readonly namespace: ChainNamespace;
  /** The chain reference, e.g. `1` in `eip155:1:0xab…`. */
  readonly chainReference: string;
  /** The plain address, e.g. `0xab…`. */
  readonly address: string;
  /** The network part, e.g. `eip155:1`. */
  readonly caipNetworkId: CaipNetworkId;
}

/** SPEC §5: the text is not three non-empty colon-separated parts with a known namespace. */
export class InvalidCaipAddressError extends KeyportError {
  override readonly name = 'InvalidCaipAddressError';

  constructor(value: unknown, reason: string) {
    super('INVALID_CAIP_ADDRESS', 'Invalid CAIP address', {
      details: `${JSON.stringify(value) ?? String(value)}: ${reason}`,
    });
  }
}

/**
 * SPEC §5 "CAIP address: exactly three non-empty colon-separated parts with a known namespace."
 * Wallet sessions and the API name accounts this way (`eip155:1:0xab…`); the address part itself is
 * checked with `isValidAddress` where it matters (sending), not here.
 */
export function parseCaipAddress(value: unknown): E.Either<InvalidCaipAddressError, ParsedCaipAddress> {
  if (typeof value !== 'string') return E.left(new InvalidCaipAddressError(value, 'not a string'));
  const parts = value.split(':');
  if (parts.length !== 3) {
    return E.left(
      new InvalidCaipAddressError(value, `expected 3 colon-separated parts, found ${parts.length}`),
    );
  }
  const [namespace, chainReference, address] = parts as [string, string, string];
  if (namespace === '' || chainReference === '' || address === '') {
    return E.left(new InvalidCaipAddressError(value, 'every part must be non-empty'));
  }
  if (!isChainNamespace(namespace)) {
    return E.left(new InvalidCaipAddressError(value, `unknown namespace "${namespace}"`));
  }
  return E.right({ namespace, chainReference, address, caipNetworkId: `${namespace}:${chainReference}` });
}

/** Whether `value` is a CAIP address by the SPEC §5 rule. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return E.isRight(parseCaipAddress(value));
}

/** Builds a CAIP-10 account id from a network id and a plain address. */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`;
}
