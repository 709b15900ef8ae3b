import fc from 'fast-check';
import { formatUnitsString } from '../../../../domain/format/formatUnitsString';

describe('SPEC §9 base units to a decimal string without loss', () => {
  it.each([
    [1500000000000000000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [0n, 6, '0'],
    [123456789n, 0, '123456789'],
    [-2500000n, 6, '-2.5'],
    [100n, 2, '1'],
  ])('formats %s with %s decimals as %j', (value, decimals, expected) => {
    expect(formatUnitsString(value, decimals)).toBe(expected);
  });

  it('keeps every digit of a large balance', () => {
    expect(formatUnitsString(123456789012345678901234567890n, 18)).toBe('123456789012.34567890123456789');
  });

  it('refuses decimals that are not a whole number from 0 up', () => {
    expect(() => formatUnitsString(1n, -1)).toThrow(RangeError);
    expect(() => formatUnitsString(1n, 2.5)).toThrow(
      'decimals must be a whole number of digits up to 255, got 2.5',
    );
    expect(() => formatUnitsString(1n, 256)).toThrow(RangeError);
  });

  it('property: scaling the result back by 10^decimals gives the input', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => {
          const [integerPart = '', fractionPart = ''] = formatUnitsString(value, decimals).split('.');
          const scaled =
            BigInt(integerPart) * 10n ** BigInt(decimals) + BigInt(fractionPart.padEnd(decimals, '0') || '0');
          expect(scaled).toBe(value);
          expect(fractionPart.endsWith('0')).toBe(false);
        },
      ),
    );
  });
});
