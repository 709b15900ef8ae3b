import { filterDisplayableBalances } from '../../../../domain/balance/filterDisplayableBalances';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';

function token(symbol: string, decimals: string | number): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: `https://icons.example/${symbol}.png`,
  };
}

describe('SPEC §5 tokens with zero decimals are filtered out', () => {
  it('drops tokens whose decimals are 0, written as a number or a string', () => {
    const balances = [token('ETH', 18), token('NFT', 0), token('USDC', '6'), token('BADGE', '0')];
    expect(filterDisplayableBalances(balances).map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
  });

  it('keeps a token whose decimals cannot be read (only zero is filtered)', () => {
    expect(filterDisplayableBalances([token('ODD', 'unknown')]).map((balance) => balance.symbol)).toEqual([
      'ODD',
    ]);
  });

  it('gives an empty list for an empty list', () => {
    expect(filterDisplayableBalances([])).toEqual([]);
  });
});
