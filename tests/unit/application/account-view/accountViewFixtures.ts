import { type BlockchainApi } from '../../../../application/ports/BlockchainApi';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import {
  type Transaction,
  type TransactionHistoryPage,
  type TransactionTransfer,
} from '../../../../domain/transaction/Transaction';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';

export const VISITOR = '0x1111111111111111111111111111111111111111';
export const SECOND_ACCOUNT = '0x3333333333333333333333333333333333333333';

export const dai: TokenBalance = {
  name: 'Dai',
  symbol: 'DAI',
  chainId: 'eip155:1',
  address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f',
  value: 1234.5678,
  price: 1,
  quantity: { decimals: '18', numeric: '1234.56789' },
  iconUrl: 'https://icons.example/dai.png',
};

export const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: 18, numeric: '0.0009999' },
  iconUrl: 'https://icons.example/eth.png',
};

/** SPEC §5: zero decimals, hidden from the Tokens tab. */
export const points: TokenBalance = {
  name: 'Points',
  symbol: 'PTS',
  chainId: 'eip155:1',
  address: 'eip155:1:0x00000000000000000000000000000000000000aa',
  value: 50,
  price: 0.5,
  quantity: { decimals: 0, numeric: '100' },
  iconUrl: 'https://icons.example/pts.png',
};

export function fungible(symbol: string, numeric: string): TransactionTransfer {
  return {
    direction: 'in',
    quantity: { numeric },
    fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.png` } },
  };
}

export function nft(name: string, direction: 'in' | 'out', spam = false): TransactionTransfer {
  return {
    direction,
    quantity: { numeric: '1' },
    nft_info: {
      name,
      content: {
        preview: { url: `https://nft.example/${name}.png` },
        detail: { url: `https://nft.example/${name}` },
      },
      flags: { is_spam: spam },
    },
  };
}

export function transaction(
  id: string,
  operationType: string,
  transfers: TransactionTransfer[] | null,
  chain = 'eip155:1',
): Transaction {
  return {
    id,
    metadata: {
      operationType,
      hash: `0x${id}`,
      chain,
      minedAt: `2024-01-${id.padStart(2, '0')}T00:00:00.000Z`,
      sentFrom: '0x2222222222222222222222222222222222222222',
      sentTo: VISITOR,
      status: 'confirmed',
      nonce: 1,
    },
    transfers,
  };
}

type HistoryRequest = Parameters<BlockchainApi['getTransactions']>[0];

/**
 * The fake blockchain API with a paged history: `pages[cursor]` answers a request for that
 * cursor (`''` for the first page). With `hold()`, history and balance answers wait until
 * `releaseAll()`; each answer is the one set when it was asked.
 */
export class PagedBlockchainApi extends FakeBlockchainApi {
  pages: Record<string, TransactionHistoryPage> = {};
  private holding = false;
  private readonly waiting: (() => void)[] = [];

  hold(): void {
    this.holding = true;
  }

  /** Lets every held answer through, the newest first when asked (to deliver a stale one last). */
  releaseAll(order: 'oldestFirst' | 'newestFirst' = 'oldestFirst'): void {
    this.holding = false;
    const held = this.waiting.splice(0);
    for (const release of order === 'newestFirst' ? held.reverse() : held) release();
  }

  override async getTransactions(params: HistoryRequest): Promise<TransactionHistoryPage> {
    await super.getTransactions(params);
    const page = this.pages[params.cursor ?? ''] ?? { data: [], next: null };
    await this.waitIfHeld();
    return page;
  }

  override async getBalances(
    params: Parameters<BlockchainApi['getBalances']>[0],
  ): Promise<readonly TokenBalance[]> {
    const answer = await super.getBalances(params);
    await this.waitIfHeld();
    return answer;
  }

  private waitIfHeld(): Promise<void> {
    if (!this.holding) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
