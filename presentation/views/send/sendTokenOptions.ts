import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { tokenCaipAddress } from '../../../domain/balance/tokenCaipAddress';
import { isUsdAmount } from '../../../domain/decoding/boundedNumbers';
import { displayed } from '../../../domain/format/displayed';
import { formatBalance } from '../../../domain/format/formatBalance';
import { formatUsdWorth, usdWorth } from '../../../domain/format/usdWorth';
import { type TokenPickerOption } from '../shared/token-picker/tokenPickerOption';

/**
 * The account's tokens as the token picker lists them: the balance floored to 3 decimals and its
 * USD worth (SPEC §9): the worth the balance API gave, else the balance at its price.
 */
export function sendTokenOptions(tokens: readonly TokenBalance[]): readonly TokenPickerOption[] {
  return tokens.map((token) => {
    // A worth of 0 for a balance above 0 is the API knowing no price: the price then decides.
    const worth =
      isUsdAmount(token.value) && token.value > 0
        ? token.value
        : usdWorth(token.quantity.numeric, token.price);
    return {
      key: tokenCaipAddress(token),
      symbol: token.symbol,
      name: token.name,
      iconUrl: token.iconUrl,
      address: token.address,
      balance: displayed(token.quantity.numeric, formatBalance),
      usdValue: worth === undefined ? undefined : formatUsdWorth(worth),
    };
  });
}

/** What `amount` of the token is worth, as shown beside it; `undefined` without a price. */
export function sendAmountUsd(
  token: TokenBalance | undefined,
  amount: string | undefined,
): string | undefined {
  if (token === undefined || amount === undefined) return undefined;
  const worth = usdWorth(amount, token.price);
  return worth === undefined ? undefined : formatUsdWorth(worth);
}
