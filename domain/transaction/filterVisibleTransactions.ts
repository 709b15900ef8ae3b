import { type Transaction } from './Transaction';

/**
 * SPEC §5 "Transactions whose transfers are all flagged spam NFTs are hidden". A transaction with
 * no transfers at all (an approval, a contract call) is not spam: there is nothing flagged in it,
 * and it is a real action of the visitor's that the Activity tab should show.
 */
export function isAllSpamNftTransaction(transaction: Transaction): boolean {
  const transfers = transaction.transfers ?? [];
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true);
}

/**
 * SPEC §5: the transactions the Activity tab shows: those on the active network that are not
 * spam-only. With no active network nothing is on it, so nothing is shown.
 */
export function filterVisibleTransactions(
  transactions: readonly Transaction[],
  activeCaipNetworkId: string | undefined,
): readonly Transaction[] {
  if (activeCaipNetworkId === undefined) return [];
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === activeCaipNetworkId && !isAllSpamNftTransaction(transaction),
  );
}
