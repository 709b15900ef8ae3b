import { type Address, formatUnits } from 'viem';
import { type DevNftCollection } from '../../chain/DevChain';
import { type AssetUrls } from '../assets/AssetUrls';
import { caipNetworkId, NATIVE_TOKEN_ADDRESS } from '../chains/caip';
import { type Fungible } from '../chains/Fungible';
import { usdValue } from '../money/usdValue';
import { type HistoryTransaction, type HistoryTransfer, type TransferDirection } from './HistoryTransaction';
import { type IndexedTransaction, type IndexedTransfer } from './IndexedTransaction';
import { operationType } from './operationType';

/** What describing a transaction needs to know about the chain's tokens and images. */
export interface HistoryCatalog {
  readonly fungible: (chainId: number, address: Address) => Fungible | undefined;
  readonly collection: (chainId: number, address: Address) => DevNftCollection | undefined;
  readonly assets: AssetUrls;
}

/** Whether `account` sent, received or was the target of the transaction. */
export function involves(transaction: IndexedTransaction, account: Address): boolean {
  return (
    transaction.from === account ||
    transaction.to === account ||
    transaction.transfers.some((transfer) => transfer.from === account || transfer.to === account)
  );
}

/**
 * A mined transaction as `account`'s history shows it (REFERENCE §3a): only the transfers to or
 * from the account, each with its direction seen from the account, priced from the price table;
 * NFTs of spam collections flagged.
 */
export function describeTransaction(
  transaction: IndexedTransaction,
  account: Address,
  catalog: HistoryCatalog,
): HistoryTransaction {
  const own = transaction.transfers.filter(
    (transfer) => transfer.from === account || transfer.to === account,
  );
  const transfers = own.flatMap((transfer) =>
    describeTransfer(transaction.chainId, transfer, account, catalog),
  );
  return {
    id: transaction.hash,
    metadata: {
      operationType: operationType(transaction, account, own),
      hash: transaction.hash,
      chain: caipNetworkId(transaction.chainId),
      minedAt: new Date(Number(transaction.timestamp) * 1_000).toISOString(),
      sentFrom: transaction.from,
      sentTo: transaction.to ?? transaction.createdContract ?? '',
      status: transaction.succeeded ? 'confirmed' : 'failed',
      nonce: transaction.nonce,
    },
    transfers: transfers.length === 0 ? null : transfers,
  };
}

function describeTransfer(
  chainId: number,
  transfer: IndexedTransfer,
  account: Address,
  catalog: HistoryCatalog,
): HistoryTransfer[] {
  const direction = directionOf(transfer, account);
  if (transfer.kind === 'erc721') {
    const collection = catalog.collection(chainId, transfer.contract);
    if (collection === undefined) return [];
    const image = catalog.assets.nftImage(chainId, transfer.contract, transfer.tokenId);
    return [
      {
        nft_info: {
          name: `${collection.name} #${transfer.tokenId}`,
          content: { preview: { url: image }, detail: { url: image } },
          flags: { is_spam: collection.isSpam },
        },
        direction,
        quantity: { numeric: '1', decimals: 0 },
      },
    ];
  }
  const fungible = catalog.fungible(
    chainId,
    transfer.kind === 'native' ? NATIVE_TOKEN_ADDRESS : transfer.contract,
  );
  if (fungible === undefined) return [];
  return [
    {
      fungible_info: {
        name: fungible.name,
        symbol: fungible.symbol,
        icon: { url: catalog.assets.tokenIcon(fungible.symbol) },
      },
      direction,
      quantity: { numeric: formatUnits(transfer.amount, fungible.decimals), decimals: fungible.decimals },
      value: usdValue(transfer.amount, fungible),
      price: fungible.priceUsd,
    },
  ];
}

function directionOf(transfer: IndexedTransfer, account: Address): TransferDirection {
  if (transfer.from === account && transfer.to === account) return 'self';
  return transfer.from === account ? 'out' : 'in';
}
