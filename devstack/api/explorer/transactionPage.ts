import { formatGwei } from 'viem';
import { type IndexedTransaction } from '../history/IndexedTransaction';
import { explorerDocument, type PageChain } from './explorerDocument';
import { addressLink, nativeAmount, transactionStatus } from './explorerCells';
import { code, type DetailRow, detailsTable, listTable, paragraph, section, time } from './explorerMarkup';
import { type ShownTransfer } from './explorerTransfers';

/** What the transaction page shows: the indexed transaction, its fee from the receipt, its transfers. */
export interface TransactionView {
  readonly chain: PageChain;
  readonly transaction: IndexedTransaction;
  readonly gasUsed: bigint;
  readonly effectiveGasPrice: bigint;
  readonly transfers: readonly ShownTransfer[];
}

/** `GET /explorer/{chainId}/tx/{hash}`: one mined transaction, as a block explorer shows it. */
export function transactionPage(view: TransactionView): string {
  const { chain, transaction } = view;
  const recipient: DetailRow =
    transaction.to !== null
      ? ['To', addressLink(chain.chainId, transaction.to)]
      : [
          'Contract created',
          transaction.createdContract === null ? '' : addressLink(chain.chainId, transaction.createdContract),
        ];
  const overview = detailsTable('Overview', [
    ['Transaction hash', code(transaction.hash)],
    ['Status', transactionStatus(transaction.succeeded)],
    ['Block', transaction.blockNumber.toString()],
    ['Time', time(new Date(Number(transaction.timestamp) * 1_000))],
    ['From', addressLink(chain.chainId, transaction.from)],
    recipient,
    ['Value', nativeAmount(transaction.value)],
    ['Transaction fee', nativeAmount(view.gasUsed * view.effectiveGasPrice)],
    ['Gas', `${view.gasUsed.toLocaleString('en-US')} used at ${formatGwei(view.effectiveGasPrice)} gwei`],
    ['Nonce', String(transaction.nonce)],
  ]);
  return explorerDocument(
    'Transaction',
    transaction.hash,
    chain,
    `${overview}\n${section('Token transfers', transfersContent(view))}`,
  );
}

function transfersContent(view: TransactionView): string {
  if (view.transfers.length > 0) {
    return listTable(
      'Token transfers',
      ['Token', 'Amount', 'From', 'To'],
      view.transfers.map((transfer) => [
        transfer.asset,
        transfer.amount,
        addressLink(view.chain.chainId, transfer.from),
        addressLink(view.chain.chainId, transfer.to),
      ]),
    );
  }
  return paragraph(
    view.transaction.succeeded
      ? 'This transaction moved no tokens besides its value.'
      : 'Nothing moved: the transaction reverted.',
    'muted',
  );
}
