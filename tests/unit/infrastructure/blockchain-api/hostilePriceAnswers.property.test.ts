import fc from 'fast-check';
import { formatBalance } from '../../../../domain/format/formatBalance';
import { formatTransactionQuantity } from '../../../../domain/format/formatTransactionQuantity';
import { formatUsd } from '../../../../domain/format/formatUsd';
import { formatSwapAmount } from '../../../../domain/swap/formatSwapAmount';
import { swapMarketCost } from '../../../../domain/swap/swapMarketCost';
import { displayed } from '../../../../application/account-view/displayed';
import { FungiblePricesAnswer } from '../../../../infrastructure/blockchain-api/codecs/FungiblePricesAnswer';
import * as hostile from './hostile/arbitraries';
import { decodedOrRefused, LONG_TASK_MS, measurePipeline, PIPELINE_RUNS } from './hostile/measurePipeline';

const USD = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

const price = fc.record({
  address: hostile.mostly(hostile.tokenAddress),
  name: hostile.mostly(hostile.hostileText),
  symbol: hostile.mostly(hostile.hostileText),
  iconUrl: hostile.mostly(fc.webUrl()),
  price: hostile.hostileUsd,
});

const inputs = fc.record({
  prices: hostile.hostileAnswer(fc.record({ fungibles: hostile.hostileList(price, 30) })),
  sold: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  bought: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  decimals: hostile.hostileDecimals,
  amount: hostile.hostileDecimalText,
});

/** Prices that came through the decoder, so the formatting was really driven. */
let formatted = 0;

/**
 * The price answer through everything that writes prices for the visitor: the decoder, SPEC §9
 * USD formatting, a swap's cost at market prices between any two of the prices (amounts up to a
 * uint256, any decimals), and the balance and quantity formatting those amounts go through.
 */
function pricesPipeline(input: {
  prices: string;
  sold: bigint;
  bought: bigint;
  decimals: unknown;
  amount: string;
}): void {
  const prices =
    decodedOrRefused('POST /v1/fungible/price', input.prices, FungiblePricesAnswer)?.fungibles.kept ?? [];
  const decimals = typeof input.decimals === 'number' ? input.decimals : 18;
  for (const [index, entry] of prices.entries()) {
    formatted += 1;
    expect(formatUsd(entry.price)).toMatch(USD);
    const other = prices[(index + 1) % prices.length]?.price;
    const cost = swapMarketCost(
      { amount: input.sold, decimals, priceUsd: entry.price },
      { amount: input.bought, decimals, priceUsd: other },
    );
    if (cost.providerFeeUsd !== undefined) expect(formatUsd(cost.providerFeeUsd)).toMatch(USD);
    if (cost.priceImpactPercent !== undefined) expect(Number.isFinite(cost.priceImpactPercent)).toBe(true);
  }
  displayed(input.amount, formatBalance);
  displayed(input.amount, formatTransactionQuantity);
  displayed(input.amount, formatUsd);
  displayed(input.sold.toString(), (text) => formatSwapAmount(BigInt(text), decimals));
}

describe('Hostile input §4: generated price answers through the decoder and the formatting', () => {
  it(`${PIPELINE_RUNS} answers: no uncaught error, and none takes a long task (${LONG_TASK_MS} ms)`, () => {
    const figures = measurePipeline(inputs, pricesPipeline);
    expect(figures.runs).toBe(PIPELINE_RUNS);
    expect(figures.maxMs).toBeLessThan(LONG_TASK_MS);
    expect(formatted).toBeGreaterThan(PIPELINE_RUNS);
  });
});
