import { PROVIDER_ERRORS } from './ProviderRpcError';

/** Wallet requests carry their arguments as a positional array (EIP-1193). */
export function paramsArray(params: unknown): readonly unknown[] {
  if (params === undefined) return [];
  if (!Array.isArray(params)) throw PROVIDER_ERRORS.invalidParams('params must be an array');
  return params;
}

export function paramObject(params: unknown, index: number): Record<string, unknown> {
  const value = paramsArray(params)[index];
  if (typeof value !== 'object' || value === null) {
    throw PROVIDER_ERRORS.invalidParams(`parameter ${index} must be an object`);
  }
  return value as Record<string, unknown>;
}

export function paramString(params: unknown, index: number): string {
  const value = paramsArray(params)[index];
  if (typeof value !== 'string') throw PROVIDER_ERRORS.invalidParams(`parameter ${index} must be a string`);
  return value;
}

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/** A chain id as EIP-695 writes it (`0x1`), to a number. */
export function chainIdFromHex(value: unknown): number {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) {
    throw PROVIDER_ERRORS.invalidParams(`chainId must be a hex string, got ${String(value)}`);
  }
  return Number.parseInt(value, 16);
}

export function chainIdToHex(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

export function optionalQuantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) {
    throw PROVIDER_ERRORS.invalidParams(`${field} must be a hex quantity`);
  }
  return BigInt(value);
}

export function optionalData(value: unknown, field: string): `0x${string}` | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !HEX_DATA.test(value)) {
    throw PROVIDER_ERRORS.invalidParams(`${field} must be hex data`);
  }
  return value as `0x${string}`;
}

export function isHexData(value: string): value is `0x${string}` {
  return HEX_DATA.test(value);
}
