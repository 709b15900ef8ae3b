import { type TokenBalance, tokenDecimals } from '../../../../domain/balance/TokenBalance';

function balanceWithDecimals(decimals: string | number): TokenBalance {
  return {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals, numeric: '12.5' },
    iconUrl: '',
  };
}

describe('SPEC §3 token balance quantity{decimals, numeric}', () => {
  it.each([
    [6, 6],
    ['18', 18],
    [' 8 ', 8],
    ['0', 0],
    [0, 0],
    ['', undefined],
    ['six', undefined],
    [-1, undefined],
    [1.5, undefined],
  ])('reads decimals %j as %s', (decimals, expected) => {
    expect(tokenDecimals(balanceWithDecimals(decimals))).toBe(expected);
  });
});
