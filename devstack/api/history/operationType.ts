import { type Address, toFunctionSelector, zeroAddress } from 'viem';
import { type OperationType } from './HistoryTransaction';
import { type IndexedTransaction, type IndexedTransfer } from './IndexedTransaction';

const APPROVE_SELECTORS = new Set<string>([
  toFunctionSelector('approve(address,uint256)'),
  toFunctionSelector('setApprovalForAll(address,bool)'),
]);

const TRANSFER_SELECTORS = new Set<string>([
  toFunctionSelector('transfer(address,uint256)'),
  toFunctionSelector('transferFrom(address,address,uint256)'),
  toFunctionSelector('safeTransferFrom(address,address,uint256)'),
  toFunctionSelector('safeTransferFrom(address,address,uint256,bytes)'),
]);

/**
 * What a transaction was for `account`, from what moved: tokens minted to it, burnt from it,
 * both sent and received (a trade), sent, or received. With nothing moved it is the account's
 * approval, deployment or other call. A reverted transaction moved nothing, so it is named after
 * what it tried to do, read from its function selector.
 */
export function operationType(
  transaction: IndexedTransaction,
  account: Address,
  transfers: readonly IndexedTransfer[],
): OperationType {
  if (!transaction.succeeded) return attemptedOperation(transaction, account);
  if (transfers.length === 0) return operationWithoutTransfers(transaction, account);
  if (transfers.some((transfer) => transfer.from === zeroAddress && transfer.to === account)) return 'mint';
  if (transfers.some((transfer) => transfer.from === account && transfer.to === zeroAddress)) return 'burn';
  const sent = transfers.some((transfer) => transfer.from === account && transfer.to !== account);
  const received = transfers.some((transfer) => transfer.to === account && transfer.from !== account);
  if (sent && received) return 'trade';
  return received ? 'receive' : 'send';
}

function operationWithoutTransfers(transaction: IndexedTransaction, account: Address): OperationType {
  if (transaction.from !== account) return 'receive';
  if (transaction.approvers.includes(account)) return 'approve';
  return transaction.to === null ? 'deploy' : 'execute';
}

function attemptedOperation(transaction: IndexedTransaction, account: Address): OperationType {
  if (transaction.to === null) return 'deploy';
  const selector = transaction.input.slice(0, 10);
  if (APPROVE_SELECTORS.has(selector)) return 'approve';
  if (TRANSFER_SELECTORS.has(selector) || transaction.value > 0n) {
    return transaction.from === account ? 'send' : 'receive';
  }
  return 'execute';
}
