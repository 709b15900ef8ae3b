/**
 * What became of a transaction the visitor sent, once Keyport stopped watching it: mined and
 * succeeded, mined and reverted, or still unmined when the wait ran out (it may be mined later;
 * the wallet and the activity list will tell).
 */
export type TransactionOutcome = 'confirmed' | 'failed' | 'pending';
