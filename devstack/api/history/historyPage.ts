import { badRequest } from '../http/ApiError';
import { type IndexedTransaction } from './IndexedTransaction';

/** Transactions per page of `GET /v1/account/{address}/history`. */
export const HISTORY_PAGE_SIZE = 10;

/** Where a transaction sits in the newest-first order: block time, then chain, block and index. */
type Position = readonly [timestamp: bigint, chainId: bigint, blockNumber: bigint, transactionIndex: bigint];

export interface HistoryPage {
  readonly transactions: readonly IndexedTransaction[];
  /** The cursor of the next page, `null` on the last one. */
  readonly next: string | null;
}

/**
 * One page of `transactions`, newest first, starting after `cursor`. The cursor is the position
 * of the last transaction handed out, not an offset, so transactions mined while a visitor pages
 * through do not shift the later pages.
 */
export function historyPage(
  transactions: readonly IndexedTransaction[],
  cursor: string | undefined,
  pageSize = HISTORY_PAGE_SIZE,
): HistoryPage {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const ordered = [...transactions]
    .sort((a, b) => compare(positionOf(b), positionOf(a)))
    .filter((transaction) => after === undefined || compare(positionOf(transaction), after) < 0);
  const page = ordered.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    transactions: page,
    next: ordered.length > pageSize && last !== undefined ? encodeCursor(positionOf(last)) : null,
  };
}

function positionOf(transaction: IndexedTransaction): Position {
  return [
    transaction.timestamp,
    BigInt(transaction.chainId),
    transaction.blockNumber,
    BigInt(transaction.transactionIndex),
  ];
}

function compare(a: Position, b: Position): number {
  for (let index = 0; index < a.length; index++) {
    const left = a[index] ?? 0n;
    const right = b[index] ?? 0n;
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

/** Opaque to callers: base64url of the dotted position. */
function encodeCursor(position: Position): string {
  return Buffer.from(position.join('.'), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): Position {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,30}$/.test(part))) {
    throw badRequest('invalid_parameter', `cursor is not a cursor this API gave out: ${cursor}`);
  }
  const [timestamp, chainId, blockNumber, transactionIndex] = parts.map((part) => BigInt(part));
  return [timestamp ?? 0n, chainId ?? 0n, blockNumber ?? 0n, transactionIndex ?? 0n];
}
