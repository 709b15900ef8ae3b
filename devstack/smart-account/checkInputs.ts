import { getAddress, isAddress, isHex, type Address, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type AccountCall } from './signedBatch';

/** A call as callers give it: only `to` is needed. */
export interface SmartAccountCall {
  readonly to: string;
  /** Wei taken from the smart account's balance; 0 when left out. */
  readonly value?: bigint;
  /** Calldata; empty when left out (a plain ether transfer). */
  readonly data?: string;
}

/** `value` as a checksummed address, or an error naming `label`. */
export function checkedAddress(label: string, value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new TypeError(`${label} must be an address (0x and 40 hex digits), got ${describe(value)}`);
  return getAddress(value);
}

/** `value` as hex bytes (an even number of hex digits after 0x), or an error naming `label`. */
export function checkedBytes(label: string, value: unknown): Hex {
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length % 2 !== 0)
    throw new TypeError(
      `${label} must be hex bytes (0x and an even number of hex digits), got ${describe(value)}`,
    );
  return value;
}

/** The owner's signing account from its private key, or an error that does not repeat the key. */
export function checkedOwnerKey(ownerKey: unknown): LocalAccount {
  if (typeof ownerKey !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(ownerKey))
    throw new TypeError('The owner key must be a private key: 0x and 64 hex digits');
  try {
    return privateKeyToAccount(ownerKey as Hex);
  } catch {
    throw new TypeError('The owner key is not a valid secp256k1 private key');
  }
}

/** Every call with all its fields, or an error naming the first bad one. A batch has at least one call. */
export function checkedCalls(calls: readonly SmartAccountCall[]): AccountCall[] {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new TypeError('A smart account batch needs at least one call');
  return calls.map((call: SmartAccountCall, index) => {
    const label = `Call ${index + 1}`;
    const value = call.value ?? 0n;
    if (typeof value !== 'bigint' || value < 0n)
      throw new TypeError(
        `${label}: value must be a whole number of wei (bigint, 0 or more), got ${describe(value)}`,
      );
    return {
      to: checkedAddress(`${label}: to`, call.to),
      value,
      data: call.data === undefined ? '0x' : checkedBytes(`${label}: data`, call.data),
    };
  });
}

/** Shown in errors: short, and never more than the start of a long input. */
function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}`;
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
