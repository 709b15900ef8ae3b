import { formatTransactionQuantity } from '../../domain/format/formatTransactionQuantity';
import { type Transaction, type TransactionTransfer } from '../../domain/transaction/Transaction';
import { transferSign } from '../../domain/transaction/transferSign';
import { type ActivityRow } from './AccountViewRows';
import { displayed } from './displayed';

/** What a row shows of the transfer it leads with. */
function transferDisplay(
  transfer: TransactionTransfer | undefined,
): Pick<ActivityRow, 'quantity' | 'symbol' | 'iconUrl'> {
  if (transfer?.fungible_info !== undefined) {
    return {
      quantity: displayed(transfer.quantity.numeric, formatTransactionQuantity),
      symbol: transfer.fungible_info.symbol,
      iconUrl: transfer.fungible_info.icon.url,
    };
  }
  if (transfer?.nft_info !== undefined) {
    return {
      quantity: transfer.quantity.numeric,
      symbol: transfer.nft_info.name,
      iconUrl: transfer.nft_info.content.preview.url,
    };
  }
  return { quantity: undefined, symbol: undefined, iconUrl: undefined };
}

/**
 * The Activity tab's rows: SPEC §9 "transaction quantities fixed to 3 decimals; sign + for
 * receive, deposit, borrow, claim; - for withdraw, repay, burn". A row leads with the
 * transaction's first transfer; an NFT shows its count and name, and a transaction that moved
 * nothing (an approval) shows its title alone.
 */
export function activityRows(transactions: readonly Transaction[]): readonly ActivityRow[] {
  return transactions.map((transaction) => ({
    id: transaction.id,
    title: transaction.metadata.operationType,
    sign: transferSign(transaction.metadata.operationType),
    minedAt: transaction.metadata.minedAt,
    status: transaction.metadata.status,
    ...transferDisplay(transaction.transfers?.[0]),
  }));
}
