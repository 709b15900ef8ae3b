/** SPEC §9: operation types whose amounts are shown with a `+` (value came to the visitor). */
export const INCOMING_OPERATION_TYPES = ['receive', 'deposit', 'borrow', 'claim'] as const;

/** SPEC §9: operation types whose amounts are shown with a `-` (value left the visitor). */
export const OUTGOING_OPERATION_TYPES = ['withdraw', 'repay', 'burn'] as const;

export type TransferSign = '+' | '-' | '';

/**
 * SPEC §9 "sign + for receive, deposit, borrow, claim; - for withdraw, repay, burn". Every other
 * operation type, `send` and `trade` included, gets no sign: the SPEC lists none for them, and the
 * description of such an entry ("Sent", "Swapped") already says which way the value went.
 */
export function transferSign(operationType: string): TransferSign {
  if ((INCOMING_OPERATION_TYPES as readonly string[]).includes(operationType)) return '+';
  if ((OUTGOING_OPERATION_TYPES as readonly string[]).includes(operationType)) return '-';
  return '';
}
