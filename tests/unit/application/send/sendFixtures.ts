import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { ethereum } from '../../../fixtures/networks';

export const SENDER = '0x1234567890abcdef1234567890abcdef12abcdef';
export const RECEIVER = '0x2222222222222222222222222222222222222222';
export const DDAI_CONTRACT = '0x4444444444444444444444444444444444444444';
export const DUSDC_CONTRACT = '0x3333333333333333333333333333333333333333';

/** Ethereum with an explorer, for the confirmation's link. */
export const ethereumWithExplorer: CaipNetwork = {
  ...ethereum,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.example/' } },
};

export const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 4500,
  quantity: { decimals: 18, numeric: '1.5' },
  iconUrl: 'https://icons.example/ETH.png',
};

export const ddai: TokenBalance = {
  name: 'Dev Dai',
  symbol: 'DDAI',
  chainId: 'eip155:1',
  address: `eip155:1:${DDAI_CONTRACT}`,
  price: 1,
  value: 100,
  quantity: { decimals: 18, numeric: '100' },
  iconUrl: 'https://icons.example/DDAI.png',
};

export const dusdc: TokenBalance = {
  name: 'Dev USDC',
  symbol: 'DUSDC',
  chainId: 'eip155:1',
  address: `eip155:1:${DUSDC_CONTRACT}`,
  price: 1,
  value: 25,
  quantity: { decimals: 6, numeric: '25.5' },
  iconUrl: 'https://icons.example/DUSDC.png',
};
