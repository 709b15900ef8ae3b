/** SPEC §5: 40 hexadecimal characters, with or without the `0x` prefix (any letter case). */
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/**
 * SPEC §5 "EVM address: 40 hex characters with optional 0x prefix". The checksum (mixed case) is
 * not verified here: that needs keccak-256, which belongs to the chain adapter.
 */
export function isEvmAddress(address: string): boolean {
  return EVM_ADDRESS.test(address);
}
