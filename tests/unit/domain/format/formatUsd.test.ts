import fc from 'fast-check';
import { formatUsd } from '../../../../domain/format/formatUsd';

describe('SPEC §9 USD 2 decimals', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.004, '$0.00'],
    [1.005, '$1.01'],
    [999.999, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [-0.5, '-$0.50'],
    [-0.001, '$0.00'],
    [1e21, '$1,000,000,000,000,000,000,000.00'],
    [1e-7, '$0.00'],
  ])('formats the number %s as %j', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it('formats decimal strings without going through floating point', () => {
    expect(formatUsd('12345678901234567890.125')).toBe('$12,345,678,901,234,567,890.13');
    expect(formatUsd('42')).toBe('$42.00');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'twelve'])('refuses %s', (amount) => {
    expect(() => formatUsd(amount)).toThrow(`Not a USD amount: ${String(amount)}`);
  });

  it('property: any amount in cents reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const magnitude = cents < 0n ? -cents : cents;
        const input = `${cents < 0n ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
        const result = formatUsd(input);
        expect(result).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const readBack = BigInt(result.replace(/[$,.]/g, ''));
        expect(readBack).toBe(cents);
      }),
    );
  });
});
