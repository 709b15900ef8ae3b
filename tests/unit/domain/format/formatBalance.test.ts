import { formatBalance } from '../../../../domain/format/formatBalance';
import { DISPLAY_DECIMALS } from '../../../../domain/format/DisplayPrecision';

describe('SPEC §9 balance display floors to 3 decimals', () => {
  it('uses 3 places for balances', () => {
    expect(DISPLAY_DECIMALS.balance).toBe(3);
  });

  it('never shows more than the visitor holds', () => {
    expect(formatBalance('0.123999')).toBe('0.123');
    expect(formatBalance('19.9999')).toBe('19.999');
    expect(formatBalance('5')).toBe('5');
  });
});
