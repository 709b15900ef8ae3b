/** SPEC §5: an EVM transaction hash is 0x plus exactly 64 hex characters. */
const EVM_TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

export function isEvmTransactionHash(value: string): boolean {
  return EVM_TRANSACTION_HASH.test(value);
}
