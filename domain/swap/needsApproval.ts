/**
 * Whether the swap router must be approved before it may take `amount` (base units) of the sold
 * token: the allowance the API read from the chain (a decimal integer text) is short of it. An
 * allowance that cannot be read counts as none, so the approval is asked for rather than the
 * swap failing on chain.
 */
export function needsApproval(allowance: string, amount: bigint): boolean {
  if (!/^\d+$/.test(allowance.trim())) return true;
  return BigInt(allowance.trim()) < amount;
}
