import { totalUsdValue } from '../../../../domain/balance/totalUsdValue';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { MAX_USD_AMOUNT } from '../../../../domain/constants/limits';

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
  it('adds the USD values exactly, as the decimals they are written as', () => {
    expect(totalUsdValue([worth(10.25), worth(5), worth(0.5)])).toBe('15.75');
    expect(totalUsdValue([worth(0.1), worth(0.2)])).toBe('0.3');
  });

  it('counts a balance without a usable value as zero (missing, NaN, Infinity, negative, past the USD limit)', () => {
    expect(
      totalUsdValue([
        worth(3),
        worth(undefined),
        worth(Number.NaN),
        worth(Number.POSITIVE_INFINITY),
        worth(-5),
        worth(1e308),
      ]),
    ).toBe('3');
  });

  it('Hostile input §2: many values at the USD limit add up without overflowing to Infinity', () => {
    const total = totalUsdValue(Array.from({ length: 10_000 }, () => worth(MAX_USD_AMOUNT)));
    expect(total).toBe(`1${'0'.repeat(21)}`);
  });

  it('keeps one digit past the cents, floored, so a tiny value cannot make the text unreadably long', () => {
    expect(totalUsdValue([worth(5e-324), worth(Number.MAX_SAFE_INTEGER)])).toBe('9007199254740991');
    expect(totalUsdValue([worth(1.0049999), worth(0)])).toBe('1.004');
    expect(totalUsdValue([worth(1.005)])).toBe('1.005');
  });

  it('is zero for no balances', () => {
    expect(totalUsdValue([])).toBe('0');
  });
});
