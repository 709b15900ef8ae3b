import { type Address, type Hash } from 'viem';
import { type ApiContext } from '../ApiContext';
import { readBalances } from '../balances/readBalances';
import { type ChainEntry } from '../chains/ChainDirectory';
import { type PageChain } from './explorerDocument';
import { unknownTransaction } from './explorerSubjects';
import { shownTransfers } from './explorerTransfers';
import { type AddressView } from './addressPage';
import { type TransactionView } from './transactionPage';

function pageChain(entry: ChainEntry): PageChain {
  return { chainId: entry.chain.chainId, name: entry.chain.name };
}

/**
 * The transaction as the history index holds it (so its transfers are decoded once, there), and
 * its receipt for the fee, which the index does not keep.
 */
export async function readTransactionView(
  context: ApiContext,
  entry: ChainEntry,
  hash: Hash,
): Promise<TransactionView> {
  const transaction = await context.history.transaction(entry.chain.chainId, hash);
  if (transaction === undefined) throw unknownTransaction(entry, hash);
  const receipt = await entry.client.getTransactionReceipt({ hash });
  return {
    chain: pageChain(entry),
    transaction,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: receipt.effectiveGasPrice,
    transfers: shownTransfers(context.directory, transaction),
  };
}

/** Balances read from the chain now, and one page of the address's history on this chain. */
export async function readAddressView(
  context: ApiContext,
  entry: ChainEntry,
  address: Address,
  cursor: string | undefined,
): Promise<AddressView> {
  const [balances, history] = await Promise.all([
    readBalances(entry, address, context.assets),
    context.history.page(address, [entry.chain.chainId], cursor),
  ]);
  return { chain: pageChain(entry), address, balances, history, cursor };
}
