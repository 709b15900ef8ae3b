import { type SwapToken } from '../../../../application/ports/BlockchainApi';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';

/** Swap tokens and balances on eip155:1, shaped as the convert and balance calls answer. */
export const SWAP_ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

export const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  decimals: 18,
  logoUri: 'https://icons.example/ETH.png',
};

export const DAI: SwapToken = {
  name: 'Dev Dai',
  symbol: 'DDAI',
  address: 'eip155:1:0xdada000000000000000000000000000000000001',
  decimals: 18,
  logoUri: 'https://icons.example/DDAI.png',
};

export const USDC: SwapToken = {
  name: 'Dev USD Coin',
  symbol: 'DUSDC',
  address: 'eip155:1:0xc0c0000000000000000000000000000000000002',
  decimals: 6,
  logoUri: 'https://icons.example/DUSDC.png',
};

export function balanceOf(token: SwapToken, numeric: string, native = false): TokenBalance {
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: 'eip155:1',
    ...(native ? {} : { address: token.address }),
    price: 1,
    quantity: { decimals: token.decimals, numeric },
    iconUrl: token.logoUri,
  };
}
