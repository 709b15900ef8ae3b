const HEX_CHAIN_ID = /^0x[0-9a-fA-F]+$/;
const DECIMAL_CHAIN_ID = /^[1-9]\d*$/;

/**
 * The EVM chain id a wallet reported, or `undefined` when what it sent is not one. Wallets
 * disagree on the form: EIP-1193 says hex (`"0x2a"`), many send a number (`42`) or a decimal
 * string (`"42"`). Anything else is garbage to be ignored, never a chain: `"0x"`, `-1`, `0`,
 * `1.5`, `1e400` (Infinity), a number past 2^53 that no longer counts exactly, objects.
 */
export function evmChainIdOf(value: unknown): number | undefined {
  let chainId: number | undefined;
  if (typeof value === 'number') chainId = value;
  else if (typeof value === 'string' && HEX_CHAIN_ID.test(value)) chainId = Number.parseInt(value, 16);
  else if (typeof value === 'string' && DECIMAL_CHAIN_ID.test(value)) chainId = Number(value);
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
}
