import { totalUsdValue } from '../../../../domain/balance/totalUsdValue';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';

function worth(value: number | undefined): TokenBalance {
  const base = {
    name: 'T',
    symbol: 'T',
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals: 18, numeric: '1' },
    iconUrl: '',
  };
  return value === undefined ? base : { ...base, value };
}

describe('SPEC §3 token balance value: the account total in USD', () => {
  it('adds the USD values', () => {
    expect(totalUsdValue([worth(10.25), worth(5), worth(0.5)])).toBeCloseTo(15.75, 10);
  });

  it('counts a balance without a usable value as zero', () => {
    expect(
      totalUsdValue([worth(3), worth(undefined), worth(Number.NaN), worth(Number.POSITIVE_INFINITY)]),
    ).toBe(3);
  });

  it('is zero for no balances', () => {
    expect(totalUsdValue([])).toBe(0);
  });
});
