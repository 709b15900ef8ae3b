import { NATIVE_TOKEN_ADDRESS } from '../../../devstack/api/chains/caip';
import { type Fungible } from '../../../devstack/api/chains/Fungible';
import { formatCents, roundToCents, ceilToCents } from '../../../devstack/api/money/cents';
import { convertAmount } from '../../../devstack/api/money/convertAmount';
import { fractionOfNumber, parseDecimalText } from '../../../devstack/api/money/Fraction';
import { minimumAfterSlippage } from '../../../devstack/api/money/minimumAfterSlippage';

function fungible(symbol: string, decimals: number, priceUsd: number): Fungible {
  return {
    chainId: 1,
    kind: 'erc20',
    address: NATIVE_TOKEN_ADDRESS,
    caipAddress: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
    name: symbol,
    symbol,
    decimals,
    priceUsd,
  };
}

describe('exact money arithmetic behind quotes and onramp amounts (REFERENCE §3a base units)', () => {
  it('reads prices as the decimals they print as, not as binary floats', () => {
    expect(fractionOfNumber(3000.12)).toEqual({ numerator: 300012n, denominator: 100n });
    expect(fractionOfNumber(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n });
    expect(parseDecimalText('12.50')).toEqual({ numerator: 1250n, denominator: 100n });
    expect(parseDecimalText('1e3')).toBeUndefined();
  });

  it('converts base units between tokens of different decimals and prices, rounding down', () => {
    expect(convertAmount(10n ** 18n, fungible('ETH', 18, 3000), fungible('USDC', 6, 1))).toBe(3_000_000_000n);
    expect(convertAmount(1n, fungible('USDC', 6, 1), fungible('ETH', 18, 3000))).toBe(333_333_333n);
    expect(convertAmount(7n, fungible('PTS', 0, 0.01), fungible('USDC', 6, 1))).toBe(70_000n);
  });

  it('keeps the share left after a slippage percentage, fractional ones too', () => {
    expect(minimumAfterSlippage(1_000n, 1)).toBe(990n);
    expect(minimumAfterSlippage(1_000n, 0.5)).toBe(995n);
    expect(minimumAfterSlippage(999n, 1)).toBe(989n);
  });

  it('rounds fees to cents (half up, or up for a fee never shown smaller) and prints them', () => {
    expect(roundToCents({ numerator: 1505n, denominator: 1000n })).toBe(151n);
    expect(ceilToCents({ numerator: 1001n, denominator: 100_000n })).toBe(2n);
    expect(formatCents(9_805n)).toBe('98.05');
    expect(formatCents(7n)).toBe('0.07');
  });
});
