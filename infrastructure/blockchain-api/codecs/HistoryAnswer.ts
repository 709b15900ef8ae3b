import * as t from 'io-ts';
import { DecimalText } from '../../../domain/decoding/DecimalText';
import { UsdAmount } from '../../../domain/decoding/UsdAmount';
import { Count } from '../../../domain/decoding/Count';
import { DisplayName, DisplaySymbol } from '../../../domain/decoding/displayText';
import { siftedList } from '../../../domain/decoding/siftedList';
import {
  TRANSFER_DIRECTIONS,
  type Transaction,
  type TransactionHistoryPage,
  type TransactionTransfer,
} from '../../../domain/transaction/Transaction';
import { exactObject, exactObjectWithOptional, ImageUrl, nullable, optionalField } from './primitives';

const Metadata = exactObject(
  {
    operationType: DisplayName,
    hash: t.string,
    chain: t.string,
    minedAt: DisplayName,
    sentFrom: t.string,
    sentTo: t.string,
    status: DisplayName,
    nonce: Count,
  },
  'TransactionMetadata',
);

const FungibleInfo = exactObject(
  { name: DisplayName, symbol: DisplaySymbol, icon: exactObject({ url: ImageUrl }) },
  'FungibleInfo',
);

const NftInfo = exactObject(
  {
    name: DisplayName,
    content: exactObject({ preview: exactObject({ url: ImageUrl }), detail: exactObject({ url: ImageUrl }) }),
    flags: exactObject({ is_spam: t.boolean }),
  },
  'NftInfo',
);

const Direction = t.keyof(
  Object.fromEntries(TRANSFER_DIRECTIONS.map((direction) => [direction, null])) as Record<
    (typeof TRANSFER_DIRECTIONS)[number],
    null
  >,
  'TransferDirection',
);

const Transfer = exactObjectWithOptional(
  { direction: Direction, quantity: exactObject({ numeric: DecimalText }) },
  {
    fungible_info: nullable(FungibleInfo),
    nft_info: nullable(NftInfo),
    value: nullable(UsdAmount),
    price: nullable(UsdAmount),
  },
  'TransactionTransfer',
);
type Transfer = t.TypeOf<typeof Transfer>;

const TransactionAnswer = exactObject(
  { id: t.string, metadata: Metadata, transfers: nullable(t.readonlyArray(Transfer)) },
  'Transaction',
);
type TransactionAnswer = t.TypeOf<typeof TransactionAnswer>;

/**
 * REFERENCE §3a `GET /v1/account/{account}/history`: `{data: Transaction[], next: string|null}`.
 * Each transaction is decoded on its own: one with a field out of range is left out and
 * described, and the rest of the page is kept.
 */
export const HistoryAnswer = exactObject(
  { data: siftedList(TransactionAnswer), next: nullable(t.string) },
  'HistoryAnswer',
);
export type HistoryAnswer = t.TypeOf<typeof HistoryAnswer>;

export function toTransactionHistoryPage(
  transactions: readonly TransactionAnswer[],
  next: string | null,
): TransactionHistoryPage {
  return { data: transactions.map(toTransaction), next };
}

function toTransaction(answer: TransactionAnswer): Transaction {
  return {
    id: answer.id,
    metadata: answer.metadata,
    transfers: answer.transfers === null ? null : answer.transfers.map(toTransfer),
  };
}

function toTransfer(answer: Transfer): TransactionTransfer {
  return {
    direction: answer.direction,
    quantity: answer.quantity,
    ...optionalField('fungible_info', answer.fungible_info),
    ...optionalField('nft_info', answer.nft_info),
    ...optionalField('value', answer.value),
    ...optionalField('price', answer.price),
  };
}
