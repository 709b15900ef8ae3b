import fc from 'fast-check';
import { floorDecimals } from '../../../../domain/format/floorDecimals';

/** Test-side reading of a plain decimal as units at a fixed scale, independent of the code under test. */
function toUnitsAt(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [integerPart = '', fractionPart = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(integerPart) * 10n ** BigInt(scale) + BigInt(fractionPart.padEnd(scale, '0') || '0');
  return negative ? -units : units;
}

describe('SPEC §9 balance display floors to 3 decimals', () => {
  it.each([
    ['1.23999', 3, '1.239'],
    ['0.0009', 3, '0'],
    ['2.5000', 3, '2.5'],
    ['1000', 3, '1000'],
    ['-1.2341', 3, '-1.235'],
    ['-0.0001', 3, '-0.001'],
    ['1e-7', 3, '0'],
    ['9.99999', 0, '9'],
  ])('floors %j to %s places as %j', (value, places, expected) => {
    expect(floorDecimals(value, places)).toBe(expected);
  });

  it('refuses text that is not a decimal number', () => {
    expect(() => floorDecimals('12abc', 3)).toThrow('Not a decimal number: "12abc"');
  });

  it('refuses a negative number of places', () => {
    expect(() => floorDecimals('1', -3)).toThrow(RangeError);
  });

  it('property: floor never rounds up and loses less than one unit of the last place', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 8 }),
        (units, scale, places) => {
          const magnitude = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
          const cut = magnitude.length - scale;
          const unsigned = scale === 0 ? magnitude : `${magnitude.slice(0, cut)}.${magnitude.slice(cut)}`;
          const input = units < 0n ? `-${unsigned}` : unsigned;

          const result = floorDecimals(input, places);
          const scaleBoth = Math.max(scale, places);
          const inputUnits = toUnitsAt(input, scaleBoth);
          const resultUnits = toUnitsAt(result, scaleBoth);
          expect(resultUnits <= inputUnits).toBe(true);
          expect(inputUnits - resultUnits < 10n ** BigInt(scaleBoth - places)).toBe(true);
          expect((result.split('.')[1] ?? '').length <= places).toBe(true);
        },
      ),
    );
  });
});
