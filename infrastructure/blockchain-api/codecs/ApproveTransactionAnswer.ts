import type * as t from 'io-ts';
import { type BuiltTransaction } from '../../../application/ports/BlockchainApi';
import { BaseUnits, BaseUnitsOrCount, HexData, TransactionAddress, exactObject } from './primitives';

/**
 * REFERENCE §3a `GET /v1/convert/build-approve`: `{tx: {from, to, data, value, eip155: {gas:
 * number, gasPrice}}}`.
 */
export const ApproveTransactionAnswer = exactObject(
  {
    tx: exactObject({
      from: TransactionAddress,
      to: TransactionAddress,
      data: HexData,
      value: BaseUnits,
      eip155: exactObject({ gas: BaseUnitsOrCount, gasPrice: BaseUnitsOrCount }),
    }),
  },
  'ApproveTransactionAnswer',
);
export type ApproveTransactionAnswer = t.TypeOf<typeof ApproveTransactionAnswer>;

export function toApproveTransaction({ tx }: ApproveTransactionAnswer): BuiltTransaction {
  return {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.eip155.gas,
    gasPrice: tx.eip155.gasPrice,
  };
}
