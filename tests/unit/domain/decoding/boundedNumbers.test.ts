import * as E from 'fp-ts/Either';
import { MAX_DECIMAL_TEXT_LENGTH, MAX_USD_AMOUNT } from '../../../../domain/constants/limits';
import { DecimalText } from '../../../../domain/decoding/DecimalText';
import { UsdAmount } from '../../../../domain/decoding/UsdAmount';
import { BaseUnitsText } from '../../../../domain/decoding/BaseUnitsText';
import { Count } from '../../../../domain/decoding/Count';
import { TokenDecimals } from '../../../../domain/decoding/TokenDecimals';
import { isUint256 } from '../../../../domain/decoding/uint256';
import { describeValidationErrors } from '../../../../domain/errors/describeValidationErrors';

const MAX_UINT256 = 2n ** 256n - 1n;

function problemOf(result: E.Either<Parameters<typeof describeValidationErrors>[0], unknown>): string {
  return E.isLeft(result) ? describeValidationErrors(result.left) : 'decoded';
}

describe('Hostile input §2: every number from outside is bounded when decoded', () => {
  it('token decimals: a whole number from 0 to 255 (ERC-20 uint8), as a number or its text', () => {
    for (const decimals of [0, 6, 18, 255]) expect(TokenDecimals.decode(decimals)).toEqual(E.right(decimals));
    expect(TokenDecimals.decode('18')).toEqual(E.right(18));
    expect(TokenDecimals.decode(' 6 ')).toEqual(E.right(6));
    for (const bad of [1.5, -1, 256, 2e7, Number.NaN, '1.5', '', '1e1', 'x', null, true]) {
      expect(problemOf(TokenDecimals.decode(bad))).toMatch(
        /^value: expected token decimals, a whole number from 0 to 255, got /,
      );
    }
  });

  it('USD amounts: finite, from 0 up to the USD limit (1e308 summed to Infinity)', () => {
    for (const amount of [0, 0.01, 3000, MAX_USD_AMOUNT])
      expect(UsdAmount.decode(amount)).toEqual(E.right(amount));
    for (const bad of [-0.01, 1e308, MAX_USD_AMOUNT * 10, Number.POSITIVE_INFINITY, Number.NaN, '1']) {
      expect(E.isLeft(UsdAmount.decode(bad))).toBe(true);
    }
  });

  it('counts: whole numbers from 0 that a number holds exactly', () => {
    expect(Count.decode(0)).toEqual(E.right(0));
    expect(Count.decode(Number.MAX_SAFE_INTEGER)).toEqual(E.right(Number.MAX_SAFE_INTEGER));
    for (const bad of [-1, 1.5, 2 ** 53, '3']) expect(E.isLeft(Count.decode(bad))).toBe(true);
  });

  it('base units: a decimal integer text no larger than a uint256', () => {
    expect(BaseUnitsText.decode('0')).toEqual(E.right('0'));
    expect(BaseUnitsText.decode(MAX_UINT256.toString())).toEqual(E.right(MAX_UINT256.toString()));
    for (const bad of [(MAX_UINT256 + 1n).toString(), '9'.repeat(79), '1.5', '1e9', '-1', '', 5]) {
      expect(problemOf(BaseUnitsText.decode(bad))).toContain(
        'expected a decimal integer text of at most a uint256',
      );
    }
  });

  it('isUint256: from 0 to the largest uint256', () => {
    expect(isUint256(0n)).toBe(true);
    expect(isUint256(MAX_UINT256)).toBe(true);
    expect(isUint256(MAX_UINT256 + 1n)).toBe(false);
    expect(isUint256(-1n)).toBe(false);
  });

  it('decimal texts: non-negative, bounded in length and exponent', () => {
    for (const text of ['0', '1.5', '.5', '5.', '0.000001', '2e-7', '1.25E3']) {
      expect(DecimalText.decode(text)).toEqual(E.right(text));
    }
    const longest = `0.${'1'.repeat(MAX_DECIMAL_TEXT_LENGTH - 2)}`;
    expect(DecimalText.decode(longest)).toEqual(E.right(longest));
    for (const bad of [`${longest}1`, '-1', '1,5', 'abc', '', '1e99999', 'Infinity', 1.5]) {
      expect(problemOf(DecimalText.decode(bad))).toContain('expected a non-negative decimal text of at most');
    }
  });

  it('a ten-million-character text is refused in well under a long task', () => {
    const started = performance.now();
    expect(E.isLeft(DecimalText.decode('1'.repeat(10_000_000)))).toBe(true);
    expect(E.isLeft(BaseUnitsText.decode('1'.repeat(10_000_000)))).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
