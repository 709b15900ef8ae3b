import { nftsFromHistory } from '../../../../domain/transaction/nftsFromHistory';
import {
  type Transaction,
  type TransactionTransfer,
  type TransferDirection,
} from '../../../../domain/transaction/Transaction';

function nftTransfer(name: string, direction: TransferDirection, spam = false): TransactionTransfer {
  return {
    direction,
    quantity: { numeric: '1' },
    nft_info: {
      name,
      content: {
        preview: { url: `https://nft.example/${encodeURIComponent(name)}/preview.png` },
        detail: { url: `https://nft.example/${encodeURIComponent(name)}` },
      },
      flags: { is_spam: spam },
    },
  };
}

function tx(id: string, minedAt: string, transfers: TransactionTransfer[] | null): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: `0x${id}`,
      chain: 'eip155:1',
      minedAt,
      sentFrom: '0xa',
      sentTo: '0xb',
      status: 'confirmed',
      nonce: 0,
    },
    transfers,
  };
}

const names = (transactions: Transaction[]): string[] => nftsFromHistory(transactions).map((n) => n.name);

describe('NFTs tab from the history (the blockchain API has no NFT listing call)', () => {
  it('lists an NFT received and never sent, with its preview, detail link and when it came', () => {
    expect(nftsFromHistory([tx('1', '2024-01-02T00:00:00Z', [nftTransfer('Ape #1', 'in')])])).toEqual([
      {
        key: 'Ape #1\nhttps://nft.example/Ape%20%231',
        name: 'Ape #1',
        previewUrl: 'https://nft.example/Ape%20%231/preview.png',
        detailUrl: 'https://nft.example/Ape%20%231',
        receivedAt: '2024-01-02T00:00:00Z',
      },
    ]);
  });

  it('drops an NFT sent after it was received (history is newest first)', () => {
    const history = [
      tx('2', '2024-01-03T00:00:00Z', [nftTransfer('Ape #1', 'out')]),
      tx('1', '2024-01-02T00:00:00Z', [nftTransfer('Ape #1', 'in'), nftTransfer('Ape #2', 'in')]),
    ];
    expect(names(history)).toEqual(['Ape #2']);
  });

  it('keeps an NFT sent away and received back later', () => {
    const history = [
      tx('3', '2024-01-04T00:00:00Z', [nftTransfer('Ape #1', 'in')]),
      tx('2', '2024-01-03T00:00:00Z', [nftTransfer('Ape #1', 'out')]),
      tx('1', '2024-01-02T00:00:00Z', [nftTransfer('Ape #1', 'in')]),
    ];
    expect(nftsFromHistory(history)).toEqual([
      expect.objectContaining({ name: 'Ape #1', receivedAt: '2024-01-04T00:00:00Z' }),
    ]);
  });

  it('an NFT sent whose receipt is older than the history read is not listed', () => {
    expect(names([tx('1', '2024-01-02T00:00:00Z', [nftTransfer('Ape #9', 'out')])])).toEqual([]);
  });

  it('SPEC §5: spam NFTs are never listed, even beside a real one', () => {
    const history = [
      tx('1', '2024-01-02T00:00:00Z', [nftTransfer('Free airdrop', 'in', true), nftTransfer('Ape #3', 'in')]),
    ];
    expect(names(history)).toEqual(['Ape #3']);
  });

  it('a transfer to oneself changes nothing; fungible transfers and empty transactions are ignored', () => {
    const history = [
      tx('3', '2024-01-04T00:00:00Z', [nftTransfer('Ape #1', 'self')]),
      tx('2', '2024-01-03T00:00:00Z', null),
      tx('1', '2024-01-02T00:00:00Z', [
        nftTransfer('Ape #1', 'in'),
        {
          direction: 'in',
          quantity: { numeric: '5' },
          fungible_info: { name: 'Dai', symbol: 'DAI', icon: { url: 'https://x.example/dai.png' } },
        },
      ]),
    ];
    expect(names(history)).toEqual(['Ape #1']);
  });

  it('lists the most recently received first, each token once', () => {
    const history = [
      tx('3', '2024-01-04T00:00:00Z', [nftTransfer('Ape #2', 'in')]),
      tx('2', '2024-01-03T00:00:00Z', [nftTransfer('Ape #1', 'in')]),
      tx('1', '2024-01-02T00:00:00Z', [nftTransfer('Ape #2', 'in'), nftTransfer('Ape #3', 'in')]),
    ];
    expect(names(history)).toEqual(['Ape #2', 'Ape #1', 'Ape #3']);
  });
});
