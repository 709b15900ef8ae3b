import type * as t from 'io-ts';
import { type BuiltTransaction } from '../../../application/ports/BlockchainApi';
import { BaseUnits, BaseUnitsOrCount, HexData, TransactionAddress, exactObject } from './primitives';

/**
 * REFERENCE §3a `POST /v1/convert/build-transaction`: `{tx: {from, to (CAIP-10), data, amount,
 * eip155: {gas, gasPrice}}}`. `amount` is the quoted amount of the token bought, not the value the
 * transaction carries, so it is checked but not passed on.
 */
export const SwapTransactionAnswer = exactObject(
  {
    tx: exactObject({
      from: TransactionAddress,
      to: TransactionAddress,
      data: HexData,
      amount: BaseUnits,
      eip155: exactObject({ gas: BaseUnitsOrCount, gasPrice: BaseUnitsOrCount }),
    }),
  },
  'SwapTransactionAnswer',
);
export type SwapTransactionAnswer = t.TypeOf<typeof SwapTransactionAnswer>;

/**
 * The answer as a transaction to send. The answer does not say what value to attach, so it is the
 * caller's (`value`: the swap use case attaches the amount sold when that is the native currency).
 */
export function toSwapTransaction({ tx }: SwapTransactionAnswer, value: string): BuiltTransaction {
  return {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value,
    gas: tx.eip155.gas,
    gasPrice: tx.eip155.gasPrice,
  };
}
