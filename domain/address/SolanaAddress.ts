/**
 * The base58 alphabet: digits and letters without `0`, `O`, `I` and `l`, which are easy to misread.
 */
const BASE58_CHARACTER = '[1-9A-HJ-NP-Za-km-z]';
const SOLANA_ADDRESS = new RegExp(`^${BASE58_CHARACTER}{32,44}$`);

/**
 * SPEC §5 "Solana address: 32-44 base58 characters". A 32-byte public key is 32 to 44 characters
 * once base58-encoded; decoding it is left to the chain adapter.
 */
export function isSolanaAddress(address: string): boolean {
  return SOLANA_ADDRESS.test(address);
}
