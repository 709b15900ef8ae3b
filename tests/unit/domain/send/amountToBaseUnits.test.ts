import * as E from 'fp-ts/Either';
import { amountToBaseUnits } from '../../../../domain/send/amountToBaseUnits';

describe('send amount in base units (SPEC §4 sends by chain type)', () => {
  it('converts exactly with the token decimals: 18 for DDAI, 6 for DUSDC', () => {
    expect(amountToBaseUnits('0.1', 18)).toEqual(E.right(100_000_000_000_000_000n));
    expect(amountToBaseUnits('2.5', 6)).toEqual(E.right(2_500_000n));
    expect(amountToBaseUnits(' 3 ', 0)).toEqual(E.right(3n));
    expect(amountToBaseUnits('1.500000', 6)).toEqual(E.right(1_500_000n));
    expect(amountToBaseUnits('1.5000000', 6)).toEqual(E.right(1_500_000n));
  });

  it('refuses amounts that would need rounding, zero, negatives and text as "Invalid amount"', () => {
    for (const text of ['1.0000001', '0', '-1', 'abc', '', '1e3']) {
      const result = amountToBaseUnits(text, 6);
      expect(E.isLeft(result) && result.left.shortMessage).toBe('Invalid amount');
    }
  });
});
