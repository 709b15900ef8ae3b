import { type Address, getAddress, isAddress } from 'viem';
import { badRequest } from '../http/ApiError';

/** The address that stands for a chain's native token in CAIP-10 token ids (SPEC §9). */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export function caipNetworkId(chainId: number): `eip155:${number}` {
  return `eip155:${chainId}`;
}

export function caipAddress(chainId: number, address: Address): string {
  return `eip155:${chainId}:${address}`;
}

/** A plain EVM address in its checksummed form; anything else is a 400 naming the parameter. */
export function parseEvmAddress(text: string, parameter: string): Address {
  if (!isAddress(text, { strict: false })) {
    throw badRequest('invalid_parameter', `${parameter} is not an EVM address: ${text}`);
  }
  return getAddress(text);
}

/**
 * A chain given as `eip155:<id>` (CAIP-2, what the product sends) or as the bare decimal id.
 * Other namespaces are refused: the devstack runs EVM chains only.
 */
export function parseChainReference(text: string, parameter: string): number {
  const match = /^(?:eip155:)?(\d{1,10})$/.exec(text);
  const chainId = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw badRequest('invalid_parameter', `${parameter} is not an EIP-155 chain id: ${text}`);
  }
  return chainId;
}

export interface ParsedCaipAddress {
  readonly chainId: number;
  readonly address: Address;
}

/** A CAIP-10 account or token id: `eip155:<chainId>:<address>`. */
export function parseCaipAddress(text: string, parameter: string): ParsedCaipAddress {
  const parts = text.split(':');
  if (parts.length !== 3 || parts[0] !== 'eip155') {
    throw badRequest('invalid_parameter', `${parameter} is not an eip155 CAIP-10 address: ${text}`);
  }
  return {
    chainId: parseChainReference(parts[1] ?? '', parameter),
    address: parseEvmAddress(parts[2] ?? '', parameter),
  };
}

/** An account given either as a plain address or as CAIP-10 (which then also names the chain). */
export function parseAccount(text: string, parameter: string): { address: Address; chainId?: number } {
  if (!text.includes(':')) return { address: parseEvmAddress(text, parameter) };
  return parseCaipAddress(text, parameter);
}

export function isNativeToken(address: Address): boolean {
  return address === NATIVE_TOKEN_ADDRESS;
}
