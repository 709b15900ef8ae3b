import * as t from 'io-ts';
import { isTokenDecimals } from '../balance/TokenBalance';
import { MAX_TOKEN_DECIMALS } from '../constants/limits';

/**
 * Token decimals as the services write them: a number, or the text of one (`"18"`); decoded to
 * the number. Anything but a whole number from 0 to 255 is refused (`1.5`, `-1`, `2e7`).
 */
export const TokenDecimals = new t.Type<number, number, unknown>(
  'TokenDecimals',
  isTokenDecimals,
  (input, context) => {
    const number = typeof input === 'string' && /^\d{1,3}$/.test(input.trim()) ? Number(input) : input;
    return isTokenDecimals(number)
      ? t.success(number)
      : t.failure(input, context, `expected token decimals, a whole number from 0 to ${MAX_TOKEN_DECIMALS}`);
  },
  t.identity,
);
