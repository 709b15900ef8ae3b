import fc from 'fast-check';
import { formatTransactionQuantity } from '../../../../domain/format/formatTransactionQuantity';

describe('SPEC §9 transaction quantities fixed to 3 decimals', () => {
  it.each([
    ['12', '12.000'],
    ['1.2345', '1.235'],
    ['1.2344', '1.234'],
    ['1.0005', '1.001'],
    ['0.0004', '0.000'],
    ['-0.0004', '0.000'],
    ['-2.0005', '-2.001'],
    ['1e-7', '0.000'],
    ['1000000.1', '1000000.100'],
  ])('writes %j as %j', (numeric, expected) => {
    expect(formatTransactionQuantity(numeric)).toBe(expected);
  });

  it('refuses text that is not a decimal number', () => {
    expect(() => formatTransactionQuantity('n/a')).toThrow('Not a decimal number: "n/a"');
  });

  it('property: always exactly three fraction digits, within half a unit of the input', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 12 }),
        (units, scale) => {
          const digits = units.toString().padStart(scale + 1, '0');
          const input = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
          const result = formatTransactionQuantity(input);
          expect(result).toMatch(/^\d+\.\d{3}$/);
          const common = Math.max(scale, 3);
          const resultUnits = BigInt(result.replace('.', '')) * 10n ** BigInt(common - 3);
          const inputUnits = units * 10n ** BigInt(common - scale);
          const distance = resultUnits > inputUnits ? resultUnits - inputUnits : inputUnits - resultUnits;
          expect(distance * 2n <= 10n ** BigInt(common - 3)).toBe(true);
        },
      ),
    );
  });
});
