import {
  filterVisibleTransactions,
  isAllSpamNftTransaction,
} from '../../../../domain/transaction/filterVisibleTransactions';
import { type Transaction, type TransactionTransfer } from '../../../../domain/transaction/Transaction';

const nftContent = {
  preview: { url: 'https://nft.example/p.png' },
  detail: { url: 'https://nft.example/d.png' },
};
const spamNft: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'Free airdrop', content: nftContent, flags: { is_spam: true } },
};
const realNft: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'Real', content: nftContent, flags: { is_spam: false } },
};
const usdc: TransactionTransfer = {
  direction: 'out',
  quantity: { numeric: '25' },
  fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://icons.example/usdc.png' } },
};

function transaction(
  id: string,
  chain: string,
  transfers: readonly TransactionTransfer[] | null,
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: `0x${id}`,
      chain,
      minedAt: '2024-05-01T10:00:00Z',
      sentFrom: '0xfrom',
      sentTo: '0xto',
      status: 'confirmed',
      nonce: 1,
    },
    transfers,
  };
}

describe('SPEC §5 transactions whose transfers are all flagged spam NFTs are hidden', () => {
  it('flags a transaction whose every transfer is a spam NFT', () => {
    expect(isAllSpamNftTransaction(transaction('a', 'eip155:1', [spamNft, spamNft]))).toBe(true);
  });

  it('does not flag a transaction with any transfer that is not a spam NFT', () => {
    expect(isAllSpamNftTransaction(transaction('b', 'eip155:1', [spamNft, usdc]))).toBe(false);
    expect(isAllSpamNftTransaction(transaction('c', 'eip155:1', [spamNft, realNft]))).toBe(false);
  });

  it('does not flag a transaction without transfers (nothing in it is spam)', () => {
    expect(isAllSpamNftTransaction(transaction('d', 'eip155:1', []))).toBe(false);
    expect(isAllSpamNftTransaction(transaction('e', 'eip155:1', null))).toBe(false);
  });
});

describe('SPEC §5 only transactions on the active chain are shown', () => {
  const history = [
    transaction('mainnet-usdc', 'eip155:1', [usdc]),
    transaction('mainnet-spam', 'eip155:1', [spamNft]),
    transaction('mainnet-approval', 'eip155:1', null),
    transaction('optimism-usdc', 'eip155:10', [usdc]),
  ];

  it('keeps the active chain’s transactions that are not spam-only, in order', () => {
    expect(filterVisibleTransactions(history, 'eip155:1').map((entry) => entry.id)).toEqual([
      'mainnet-usdc',
      'mainnet-approval',
    ]);
    expect(filterVisibleTransactions(history, 'eip155:10').map((entry) => entry.id)).toEqual([
      'optimism-usdc',
    ]);
  });

  it('shows nothing without an active network', () => {
    expect(filterVisibleTransactions(history, undefined)).toEqual([]);
  });
});
