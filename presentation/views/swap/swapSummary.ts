import { type SwapToken } from '../../../application/instance/actions/listSwapTokens';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../../domain/constants/limits';
import { displayed } from '../../../domain/format/displayed';
import { formatBalance } from '../../../domain/format/formatBalance';
import { formatUsd } from '../../../domain/format/formatUsd';
import { formatUsdWorth, usdWorth, usdWorthOfBaseUnits } from '../../../domain/format/usdWorth';
import { isNativeToken } from '../../../domain/balance/isNativeToken';
import { indexTokenBalances, type TokenBalanceLookup } from '../../../domain/swap/findTokenBalance';
import { formatSwapAmount } from '../../../domain/swap/formatSwapAmount';
import { swapMarketCost } from '../../../domain/swap/swapMarketCost';
import { type TokenPickerOption } from '../shared/token-picker/tokenPickerOption';
import { type SwapFlowState } from './swapFlowState';

/** A token the form offers, with what the visitor holds of it (SPEC §9 display, floored). */
export interface SwapTokenOption {
  readonly token: SwapToken;
  readonly balance: string;
  /** What the balance is worth (SPEC §9 USD display); `undefined` without a price. */
  readonly balanceUsd: string | undefined;
}

/**
 * The swap form ready to render: the tokens with balances, the pair chosen, and, once quoted, the
 * amount bought, the least it can come to at the SPEC §9 slippage, and its cost at market
 * prices. Numbers only; the view puts them in its sentences.
 */
export interface SwapSummary {
  readonly options: readonly SwapTokenOption[];
  /** The same tokens as the token pickers list them. */
  readonly pickerOptions: readonly TokenPickerOption[];
  readonly sold: SwapTokenOption | undefined;
  readonly bought: SwapTokenOption | undefined;
  /** The quoted amount bought, e.g. `1495.5`; `undefined` until a quote arrived. */
  readonly boughtAmount: string | undefined;
  /** What the typed amount is worth, e.g. `$3,000.00`; `undefined` without an amount or a price. */
  readonly soldUsd: string | undefined;
  /** What the quoted amount is worth; `undefined` without a quote or a price. */
  readonly boughtUsd: string | undefined;
  readonly minimumReceived: string | undefined;
  /** e.g. `0.35%`; `undefined` without a quote or without prices. */
  readonly priceImpact: string | undefined;
  /** e.g. `$3.50`; `undefined` without a quote or without prices. */
  readonly providerFee: string | undefined;
  /** SPEC §9 slippage tolerance, e.g. `1%`. */
  readonly slippage: string;
}

export function swapSummary(state: SwapFlowState): SwapSummary {
  const held = indexTokenBalances(state.balances);
  const options = state.tokens.map((token) => tokenOption(held, token, priceOf(state, token)));
  const sold = options.find((option) => option.token.address === state.from);
  const bought = options.find((option) => option.token.address === state.to);
  const quote = state.quote.kind === 'ready' ? state.quote : undefined;
  const cost =
    quote !== undefined && sold !== undefined && bought !== undefined
      ? swapMarketCost(
          { amount: quote.fromAmount, decimals: sold.token.decimals, priceUsd: priceOf(state, sold.token) },
          { amount: quote.toAmount, decimals: bought.token.decimals, priceUsd: priceOf(state, bought.token) },
        )
      : undefined;
  const soldUsd =
    sold === undefined || state.amount === undefined
      ? undefined
      : usdWorthOfBaseUnits(state.amount, sold.token.decimals, priceOf(state, sold.token));
  const boughtUsd =
    quote === undefined || bought === undefined
      ? undefined
      : usdWorthOfBaseUnits(quote.toAmount, bought.token.decimals, priceOf(state, bought.token));
  return {
    options,
    pickerOptions: options.map(pickerOption),
    sold,
    bought,
    soldUsd: soldUsd === undefined ? undefined : formatUsdWorth(soldUsd),
    boughtUsd: boughtUsd === undefined ? undefined : formatUsdWorth(boughtUsd),
    boughtAmount:
      quote !== undefined && bought !== undefined
        ? formatSwapAmount(quote.toAmount, bought.token.decimals)
        : undefined,
    minimumReceived:
      quote !== undefined && bought !== undefined
        ? formatSwapAmount(quote.minimumReceived, bought.token.decimals)
        : undefined,
    priceImpact:
      cost?.priceImpactPercent === undefined ? undefined : `${cost.priceImpactPercent.toFixed(2)}%`,
    providerFee: cost?.providerFeeUsd === undefined ? undefined : formatUsd(cost.providerFeeUsd),
    slippage: `${SWAP_SLIPPAGE_TOLERANCE}%`,
  };
}

function tokenOption(
  balances: TokenBalanceLookup,
  token: SwapToken,
  priceUsd: number | undefined,
): SwapTokenOption {
  const held = balances(token.address)?.quantity.numeric ?? '0';
  const worth = usdWorth(held, priceUsd);
  return {
    token,
    // SPEC §9 balance display; a balance that is not a number is shown as the API sent it.
    balance: displayed(held, formatBalance),
    balanceUsd: worth === undefined ? undefined : formatUsdWorth(worth),
  };
}

function pickerOption({ token, balance, balanceUsd }: SwapTokenOption): TokenPickerOption {
  return {
    key: token.address,
    symbol: token.symbol,
    name: token.name,
    iconUrl: token.logoUri,
    address: isNativeToken(token.address) ? undefined : token.address,
    balance,
    usdValue: balanceUsd,
  };
}

function priceOf(state: SwapFlowState, token: SwapToken): number | undefined {
  return state.pricesUsd[token.address.toLowerCase()];
}
