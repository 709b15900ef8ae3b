import { usdWorthOfBaseUnits } from '../format/usdWorth';

/** One side of a swap: an amount in base units, its token's decimals and USD price of one token. */
export interface PricedAmount {
  readonly amount: bigint;
  readonly decimals: number;
  /** USD per whole token; `undefined` when the price is not known. */
  readonly priceUsd: number | undefined;
}

/**
 * What a quote costs the visitor against market prices: `providerFeeUsd` is the USD worth given
 * up (sold at market minus bought at market: the route's fee and the pool's move together), and
 * `priceImpactPercent` is that share of what is sold. Both are `undefined` when a price is
 * missing or nothing is sold, and never below zero (a quote above market costs nothing). Prices
 * are approximate (SPEC §3), so plain numbers are precise enough here; amounts stay exact.
 */
export interface SwapMarketCost {
  readonly providerFeeUsd: number | undefined;
  readonly priceImpactPercent: number | undefined;
}

export function swapMarketCost(sold: PricedAmount, bought: PricedAmount): SwapMarketCost {
  const soldUsd = usdWorth(sold);
  const boughtUsd = usdWorth(bought);
  if (soldUsd === undefined || boughtUsd === undefined || soldUsd <= 0) {
    return { providerFeeUsd: undefined, priceImpactPercent: undefined };
  }
  const lostUsd = Math.max(0, soldUsd - boughtUsd);
  return { providerFeeUsd: lostUsd, priceImpactPercent: (lostUsd / soldUsd) * 100 };
}

/** A side's worth in USD; `undefined` without a usable price or decimals (see `usdWorth`). */
function usdWorth(side: PricedAmount): number | undefined {
  return usdWorthOfBaseUnits(side.amount, side.decimals, side.priceUsd);
}
