import * as E from 'fp-ts/Either';
import { type ChainNamespace, isChainNamespace } from '../chain/ChainNamespace';
import { KeyportError } from '../errors/KeyportError';
import { type CaipNetworkId } from './CaipNetwork';

/** A CAIP-2 network id split into its parts. */
export interface ParsedCaipNetworkId {
  readonly namespace: ChainNamespace;
  /** The chain reference: a decimal chain id for eip155, a genesis-hash prefix elsewhere. */
  readonly reference: string;
  readonly caipNetworkId: CaipNetworkId;
}

/** The network id is not `namespace:reference` with a namespace Keyport knows. */
export class InvalidCaipNetworkIdError extends KeyportError {
  override readonly name = 'InvalidCaipNetworkIdError';

  constructor(value: unknown, reason: string) {
    super('INVALID_CAIP_NETWORK_ID', 'Invalid network id', {
      details: `${JSON.stringify(value) ?? String(value)}: ${reason}`,
    });
  }
}

/** CAIP-2 reference grammar: 1 to 32 of letters, digits, `-` and `_`. */
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
/** An EVM chain id is a decimal integer without leading zeros. */
const EIP155_REFERENCE = /^(0|[1-9]\d*)$/;

/**
 * Reads a CAIP-2 network id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`.
 * Storage, the host's options and the API all hand Keyport network ids as plain text; this is the
 * one place that decides whether such a text names a network Keyport can work with.
 */
export function parseCaipNetworkId(value: unknown): E.Either<InvalidCaipNetworkIdError, ParsedCaipNetworkId> {
  if (typeof value !== 'string') return E.left(new InvalidCaipNetworkIdError(value, 'not a string'));
  const parts = value.split(':');
  if (parts.length !== 2) {
    return E.left(new InvalidCaipNetworkIdError(value, 'expected exactly one colon (namespace:reference)'));
  }
  const [namespace, reference] = parts as [string, string];
  if (!isChainNamespace(namespace)) {
    return E.left(new InvalidCaipNetworkIdError(value, `unknown namespace "${namespace}"`));
  }
  if (!CAIP2_REFERENCE.test(reference)) {
    return E.left(
      new InvalidCaipNetworkIdError(value, 'the reference must be 1 to 32 letters, digits, "-" or "_"'),
    );
  }
  if (namespace === 'eip155' && !EIP155_REFERENCE.test(reference)) {
    return E.left(new InvalidCaipNetworkIdError(value, 'an eip155 reference must be a decimal chain id'));
  }
  return E.right({ namespace, reference, caipNetworkId: toCaipNetworkId(namespace, reference) });
}

/** Whether `value` is a CAIP-2 network id `parseCaipNetworkId` accepts. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return E.isRight(parseCaipNetworkId(value));
}

/**
 * Builds a CAIP-2 network id from its parts: `toCaipNetworkId('eip155', 1)` is `'eip155:1'`.
 * The parts are trusted (they come from a `CaipNetwork` or a parsed id); use
 * `parseCaipNetworkId` on text from outside.
 */
export function toCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  return `${namespace}:${reference}`;
}
