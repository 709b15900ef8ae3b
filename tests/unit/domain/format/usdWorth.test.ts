import { formatUsdWorth, usdWorth, usdWorthOfBaseUnits } from '../../../../domain/format/usdWorth';

describe('usdWorth (SPEC §3 prices, §9 USD 2 decimals): what an amount is worth, or nothing', () => {
  it('multiplies the amount read exactly by the price', () => {
    expect(usdWorth('0.125', 3000)).toBe(375);
    expect(usdWorth(' 2 ', 1.5)).toBe(3);
    expect(usdWorth('0', 3000)).toBe(0);
  });

  it('gives no worth without a usable price: missing, zero (the API knows none), negative, not finite, out of range', () => {
    for (const price of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e18]) {
      expect(usdWorth('1', price)).toBeUndefined();
    }
  });

  it('gives no worth for an amount that is not a non-negative number, or whose worth overflows the USD range', () => {
    for (const amount of ['', 'abc', '-1', '1e400', '1.2.3']) expect(usdWorth(amount, 1)).toBeUndefined();
    expect(usdWorth('1e17', 10)).toBeUndefined();
  });

  it('reads base units with the token decimals, refusing decimals no token has', () => {
    expect(usdWorthOfBaseUnits(1_500_000n, 6, 2)).toBe(3);
    expect(usdWorthOfBaseUnits(1n, 256, 1)).toBeUndefined();
    expect(usdWorthOfBaseUnits(-1n, 6, 1)).toBeUndefined();
  });

  it('writes a worth as dollars and cents, and one below a cent as "<$0.01" rather than "$0.00"', () => {
    expect(formatUsdWorth(1234.5)).toBe('$1,234.50');
    expect(formatUsdWorth(0.004)).toBe('<$0.01');
    expect(formatUsdWorth(0)).toBe('$0.00');
  });
});
