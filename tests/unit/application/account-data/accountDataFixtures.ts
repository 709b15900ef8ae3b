import { AccountStore } from '../../../../application/account/AccountStore';
import { BlockchainApiService } from '../../../../application/account-data/BlockchainApiService';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { type Transaction } from '../../../../domain/transaction/Transaction';
import { createTestCore, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';

export const VISITOR = '0x1111111111111111111111111111111111111111';
export const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222';

/** In the fake API's default supported-chains list (eip155:1 and eip155:42161). */
export const ETHEREUM_ID = 'eip155:1';
export const ARBITRUM_ID = 'eip155:42161';
/** A swap network (SPEC §9) the fake API's supported-chains list leaves out. */
export const OPTIMISM_ID = 'eip155:10';
/** Neither a swap network nor a supported one. */
export const SEPOLIA_ID = 'eip155:11155111';

export const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: ETHEREUM_ID,
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://icons.example/usdc.png',
};

export const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: ETHEREUM_ID,
  price: 3000,
  quantity: { decimals: '18', numeric: '0.25' },
  iconUrl: 'https://icons.example/eth.png',
};

/** A collection the balance API lists among fungibles: zero decimals (SPEC §5 hides it). */
export const punks: TokenBalance = {
  name: 'Punks',
  symbol: 'PUNK',
  chainId: ETHEREUM_ID,
  price: 0,
  quantity: { decimals: 0, numeric: '2' },
  iconUrl: 'https://icons.example/punk.png',
};

export function aTransaction(id: string, chain: string, spamNft = false): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: `0x${id.padStart(64, '0')}`,
      chain,
      minedAt: '2024-01-01T00:00:00Z',
      sentFrom: OTHER_ADDRESS,
      sentTo: VISITOR,
      status: 'confirmed',
      nonce: 1,
    },
    transfers: [
      spamNft
        ? {
            direction: 'in',
            quantity: { numeric: '1' },
            nft_info: {
              name: 'Free airdrop',
              content: { preview: { url: 'https://x.example/p' }, detail: { url: 'https://x.example/d' } },
              flags: { is_spam: true },
            },
          }
        : {
            direction: 'in',
            quantity: { numeric: '1' },
            fungible_info: {
              name: 'USD Coin',
              symbol: 'USDC',
              icon: { url: 'https://icons.example/usdc.png' },
            },
          },
    ],
  };
}

/** A started core with the visitor connected on Ethereum, and its account-data service. */
export function accountDataCore(setup: TestCoreSetup = {}): TestCore & { service: BlockchainApiService } {
  const t = createTestCore(setup);
  t.get(AccountStore).patchAccount('eip155', { address: VISITOR, status: 'connected' });
  return { ...t, service: t.get(BlockchainApiService) };
}

export function snackbarMessage(t: TestCore): string | undefined {
  const state = t.get(SnackbarStore).get();
  return state.open ? state.message : undefined;
}
