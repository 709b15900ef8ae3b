import fc from 'fast-check';
import { MAX_DECIMAL_TEXT_LENGTH } from '../../../../domain/constants/limits';
import {
  assertDigitCount,
  compareExactDecimals,
  exactDecimalToString,
  parseExactDecimal,
  roundExactDecimal,
} from '../../../../domain/format/ExactDecimal';

describe('SPEC §9 exact decimals (amounts without floating-point loss)', () => {
  describe('parseExactDecimal', () => {
    it.each([
      ['1.5', { units: 15n, scale: 1 }],
      ['  42 ', { units: 42n, scale: 0 }],
      ['-0.001', { units: -1n, scale: 3 }],
      ['+7', { units: 7n, scale: 0 }],
      ['.5', { units: 5n, scale: 1 }],
      ['5.', { units: 5n, scale: 0 }],
      ['1e-7', { units: 1n, scale: 7 }],
      ['2.5E3', { units: 2500n, scale: 0 }],
      ['1.25e1', { units: 125n, scale: 1 }],
    ])('reads %j exactly', (text, expected) => {
      expect(parseExactDecimal(text)).toEqual(expected);
    });

    it.each(['', '.', '-', 'abc', '1.2.3', '1,5', 'e5', '1e', '0x10', '1e1001', 'NaN', 'Infinity'])(
      'refuses %j',
      (text) => {
        expect(parseExactDecimal(text)).toBeUndefined();
      },
    );

    it('Hostile input §2: refuses a text longer than any amount needs, without reading it', () => {
      const longest = `0.${'1'.repeat(MAX_DECIMAL_TEXT_LENGTH - 2)}`;
      expect(parseExactDecimal(longest)).toBeDefined();
      expect(parseExactDecimal(`${longest}1`)).toBeUndefined();
      const started = performance.now();
      expect(parseExactDecimal(`0.${'1'.repeat(10_000_000)}`)).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(50);
    });

    it('keeps every digit of a long amount', () => {
      expect(parseExactDecimal('123456789012345678901234.000000000000000001')).toEqual({
        units: 123456789012345678901234000000000000000001n,
        scale: 18,
      });
    });
  });

  describe('roundExactDecimal', () => {
    it('pads with zeros when asked for more places', () => {
      expect(roundExactDecimal({ units: 15n, scale: 1 }, 3, 'floor')).toEqual({ units: 1500n, scale: 3 });
    });

    it('is exact when the dropped digits are zero', () => {
      expect(roundExactDecimal({ units: 1500n, scale: 3 }, 1, 'halfAwayFromZero')).toEqual({
        units: 15n,
        scale: 1,
      });
    });

    it.each([
      [1239n, 4, 1, 'floor', 1n],
      [-1231n, 4, 1, 'floor', -2n],
      [1250n, 3, 1, 'halfAwayFromZero', 13n],
      [1249n, 3, 1, 'halfAwayFromZero', 12n],
      [-1250n, 3, 1, 'halfAwayFromZero', -13n],
      [-1249n, 3, 1, 'halfAwayFromZero', -12n],
    ] as const)('%s/10^%s to %s places by %s gives %s', (units, scale, places, rounding, expected) => {
      expect(roundExactDecimal({ units, scale }, places, rounding).units).toBe(expected);
    });

    it('refuses a negative or fractional number of places', () => {
      expect(() => roundExactDecimal({ units: 1n, scale: 0 }, -1, 'floor')).toThrow(RangeError);
      expect(() => roundExactDecimal({ units: 1n, scale: 0 }, 1.5, 'floor')).toThrow(
        'places must be a whole number of digits up to 255, got 1.5',
      );
    });

    it('Hostile input §2: refuses, at once, more places than a token can have (10^2e7 took seconds)', () => {
      const started = performance.now();
      expect(() => roundExactDecimal({ units: 1n, scale: 0 }, 20_000_000, 'floor')).toThrow(
        'places must be a whole number of digits up to 255, got 20000000',
      );
      expect(performance.now() - started).toBeLessThan(50);
    });
  });

  describe('compareExactDecimals', () => {
    it('compares across scales', () => {
      expect(compareExactDecimals({ units: 3n, scale: 1 }, { units: 300n, scale: 3 })).toBe(0);
      expect(compareExactDecimals({ units: 31n, scale: 2 }, { units: 3n, scale: 1 })).toBe(1);
      expect(compareExactDecimals({ units: -1n, scale: 0 }, { units: 1n, scale: 5 })).toBe(-1);
    });
  });

  describe('exactDecimalToString', () => {
    it.each([
      [{ units: 15n, scale: 1 }, 0, '1.5'],
      [{ units: 1500n, scale: 3 }, 0, '1.5'],
      [{ units: 1500n, scale: 3 }, 3, '1.500'],
      [{ units: 5n, scale: 4 }, 0, '0.0005'],
      [{ units: -5n, scale: 4 }, 0, '-0.0005'],
      [{ units: 0n, scale: 2 }, 2, '0.00'],
      [{ units: 12n, scale: 0 }, 2, '12.00'],
    ])('writes %o with at least %s fraction digits as %j', (value, minFractionDigits, expected) => {
      expect(exactDecimalToString(value, minFractionDigits)).toBe(expected);
    });

    it('round-trips any bigint and scale through parseExactDecimal', () => {
      fc.assert(
        fc.property(fc.bigInt(), fc.integer({ min: 0, max: 30 }), (units, scale) => {
          const text = exactDecimalToString({ units, scale });
          const back = parseExactDecimal(text);
          expect(back).toBeDefined();
          expect(compareExactDecimals(back ?? { units: 0n, scale: 0 }, { units, scale })).toBe(0);
        }),
      );
    });
  });

  it('assertDigitCount accepts whole numbers from 0 up to 255, the most decimals a token can have', () => {
    expect(() => assertDigitCount(0, 'decimals')).not.toThrow();
    expect(() => assertDigitCount(255, 'decimals')).not.toThrow();
    expect(() => assertDigitCount(256, 'decimals')).toThrow(RangeError);
    expect(() => assertDigitCount(Number.NaN, 'decimals')).toThrow(
      'decimals must be a whole number of digits',
    );
  });
});
