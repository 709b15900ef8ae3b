/** SPEC §5: 0x plus exactly 64 hex characters. */
const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
/** SPEC §5: 0x plus at least 62 hex characters. */
const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{62,}$/;

export type RpcResultClass =
  | { readonly kind: 'transactionHash'; readonly value: `0x${string}` }
  | { readonly kind: 'signature'; readonly value: `0x${string}` }
  | { readonly kind: 'object'; readonly value: unknown };

/**
 * SPEC §5: what an embedded wallet RPC answer is, so it can be handed back in the right form.
 * A 32-byte hex string is a transaction hash (checked first, as it also has signature length);
 * a longer hex string is a signature; anything else, strings included, is passed on as an object.
 */
export function classifyRpcResult(result: unknown): RpcResultClass {
  if (typeof result === 'string' && TRANSACTION_HASH_PATTERN.test(result)) {
    return { kind: 'transactionHash', value: result as `0x${string}` };
  }
  if (typeof result === 'string' && SIGNATURE_PATTERN.test(result)) {
    return { kind: 'signature', value: result as `0x${string}` };
  }
  return { kind: 'object', value: result };
}
