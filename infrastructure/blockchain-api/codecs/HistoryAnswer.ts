import * as t from 'io-ts';
import {
  TRANSFER_DIRECTIONS,
  type Transaction,
  type TransactionHistoryPage,
  type TransactionTransfer,
} from '../../../domain/transaction/Transaction';
import { exactObject, exactObjectWithOptional, ImageUrl, nullable, optionalField } from './primitives';

const Metadata = exactObject(
  {
    operationType: t.string,
    hash: t.string,
    chain: t.string,
    minedAt: t.string,
    sentFrom: t.string,
    sentTo: t.string,
    status: t.string,
    nonce: t.number,
  },
  'TransactionMetadata',
);

const FungibleInfo = exactObject(
  { name: t.string, symbol: t.string, icon: exactObject({ url: ImageUrl }) },
  'FungibleInfo',
);

const NftInfo = exactObject(
  {
    name: t.string,
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
  { direction: Direction, quantity: exactObject({ numeric: t.string }) },
  {
    fungible_info: nullable(FungibleInfo),
    nft_info: nullable(NftInfo),
    value: nullable(t.number),
    price: nullable(t.number),
  },
  'TransactionTransfer',
);
type Transfer = t.TypeOf<typeof Transfer>;

const TransactionAnswer = exactObject(
  { id: t.string, metadata: Metadata, transfers: nullable(t.readonlyArray(Transfer)) },
  'Transaction',
);
type TransactionAnswer = t.TypeOf<typeof TransactionAnswer>;

/** REFERENCE §3a `GET /v1/account/{account}/history`: `{data: Transaction[], next: string|null}`. */
export const HistoryAnswer = exactObject(
  { data: t.readonlyArray(TransactionAnswer), next: nullable(t.string) },
  'HistoryAnswer',
);
export type HistoryAnswer = t.TypeOf<typeof HistoryAnswer>;

export function toTransactionHistoryPage(answer: HistoryAnswer): TransactionHistoryPage {
  return { data: answer.data.map(toTransaction), next: answer.next };
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
