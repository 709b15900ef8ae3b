import { parseExactDecimal } from '../../../domain/format/ExactDecimal';
import { t } from './swapMessages';

/**
 * Why the typed amount cannot be sold, in the words the review button says: nothing typed ("Enter
 * an amount"), zero or not a number ("Enter a valid amount"), or more decimals than the token has
 * ("DDAI takes at most 18 decimals", "DPTS takes whole amounts only"); `undefined` for an amount
 * that can be sold. Without a token to sell, only the empty amount is told.
 */
export function swapAmountProblem(
  amountText: string,
  sold: { readonly symbol: string; readonly decimals: number } | undefined,
): string | undefined {
  if (amountText.trim() === '') return t('swap.enterAmount');
  const parsed = parseExactDecimal(amountText);
  if (parsed === undefined || parsed.units <= 0n) return t('swap.invalidAmount');
  if (sold === undefined || parsed.scale <= sold.decimals) return undefined;
  return sold.decimals === 0
    ? t('swap.wholeAmounts', { symbol: sold.symbol })
    : t('swap.tooManyDecimals', { symbol: sold.symbol, decimals: sold.decimals });
}
