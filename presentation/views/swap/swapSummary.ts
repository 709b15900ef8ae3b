import { type SwapToken } from '../../../application/instance/actions/listSwapTokens';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../../domain/constants/limits';
import { displayed } from '../../../domain/format/displayed';
import { formatBalance } from '../../../domain/format/formatBalance';
import { formatUsd } from '../../../domain/format/formatUsd';
import { indexTokenBalances, type TokenBalanceLookup } from '../../../domain/swap/findTokenBalance';
import { formatSwapAmount } from '../../../domain/swap/formatSwapAmount';
import { swapMarketCost } from '../../../domain/swap/swapMarketCost';
import { type SwapFlowState } from './swapFlowState';

/** A token the form offers, with what the visitor holds of it (SPEC §9 display, floored). */
export interface SwapTokenOption {
  readonly token: SwapToken;
  readonly balance: string;
}

/**
 * The swap form ready to render: the tokens with balances, the pair chosen, and, once quoted, the
 * amount bought, the least it can come to at the SPEC §9 slippage, and its cost at market
 * prices. Numbers only; the view puts them in its sentences.
 */
export interface SwapSummary {
  readonly options: readonly SwapTokenOption[];
  readonly sold: SwapTokenOption | undefined;
  readonly bought: SwapTokenOption | undefined;
  /** The quoted amount bought, e.g. `1495.5`; `undefined` until a quote arrived. */
  readonly boughtAmount: string | undefined;
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
  const options = state.tokens.map((token) => tokenOption(held, token));
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
  return {
    options,
    sold,
    bought,
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

function tokenOption(balances: TokenBalanceLookup, token: SwapToken): SwapTokenOption {
  const held = balances(token.address)?.quantity.numeric;
  // SPEC §9 balance display; a balance that is not a number is shown as the API sent it.
  return { token, balance: held === undefined ? '0' : displayed(held, formatBalance) };
}

function priceOf(state: SwapFlowState, token: SwapToken): number | undefined {
  return state.pricesUsd[token.address.toLowerCase()];
}
