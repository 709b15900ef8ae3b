import { type Address, formatUnits, getAddress } from 'viem';
import { type ChainDirectory } from '../chains/ChainDirectory';
import { NATIVE_TOKEN_ADDRESS } from '../chains/caip';
import { type IndexedTransaction, type IndexedTransfer } from '../history/IndexedTransaction';

/** One movement of a transaction as the explorer lists it: what moved, how much, between whom. */
export interface ShownTransfer {
  /** A token's symbol, or an NFT as `<collection> #<id>`. */
  readonly asset: string;
  /** The exact amount in whole tokens (`1` for an NFT). */
  readonly amount: string;
  readonly from: Address;
  readonly to: Address;
}

/**
 * The transfers the history index decoded from the transaction, in log order, without the
 * transaction's own value (its page shows that as "Value"): ERC-20 and NFT transfers, and ether
 * the swap router paid out.
 */
export function shownTransfers(directory: ChainDirectory, transaction: IndexedTransaction): ShownTransfer[] {
  return transaction.transfers
    .filter((transfer) => !isOwnValue(transaction, transfer))
    .flatMap((transfer) => {
      const shown = assetAndAmount(directory, transaction.chainId, transfer);
      return shown === undefined ? [] : [{ ...shown, from: transfer.from, to: transfer.to }];
    });
}

function isOwnValue(transaction: IndexedTransaction, transfer: IndexedTransfer): boolean {
  const recipient = transaction.to ?? transaction.createdContract;
  return (
    transfer.kind === 'native' &&
    transfer.from === transaction.from &&
    recipient !== null &&
    transfer.to === getAddress(recipient) &&
    transfer.amount === transaction.value
  );
}

function assetAndAmount(
  directory: ChainDirectory,
  chainId: number,
  transfer: IndexedTransfer,
): { asset: string; amount: string } | undefined {
  if (transfer.kind === 'erc721') {
    const collection = directory.findCollection(chainId, transfer.contract);
    return collection === undefined
      ? undefined
      : { asset: `${collection.name} #${transfer.tokenId}`, amount: '1' };
  }
  const fungible = directory.findFungible(
    chainId,
    transfer.kind === 'native' ? NATIVE_TOKEN_ADDRESS : transfer.contract,
  );
  return fungible === undefined
    ? undefined
    : { asset: fungible.symbol, amount: formatUnits(transfer.amount, fungible.decimals) };
}
