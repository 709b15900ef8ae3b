import fc from 'fast-check';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../../../domain/constants/limits';
import { indexTokenBalances } from '../../../../domain/swap/findTokenBalance';
import { hasInsufficientBalance } from '../../../../domain/swap/hasInsufficientBalance';
import { minimumReceived } from '../../../../domain/swap/minimumReceived';
import { needsApproval } from '../../../../domain/swap/needsApproval';
import { parseTokenAmount } from '../../../../domain/swap/parseTokenAmount';
import { AllowanceAnswer } from '../../../../infrastructure/blockchain-api/codecs/AllowanceAnswer';
import {
  BalancesAnswer,
  toTokenBalances,
} from '../../../../infrastructure/blockchain-api/codecs/BalancesAnswer';
import { FungiblePricesAnswer } from '../../../../infrastructure/blockchain-api/codecs/FungiblePricesAnswer';
import { SwapQuotesAnswer } from '../../../../infrastructure/blockchain-api/codecs/SwapQuotesAnswer';
import { SwapTokensAnswer } from '../../../../infrastructure/blockchain-api/codecs/SwapTokensAnswer';
import { INITIAL_SWAP_FLOW, type SwapFlowState } from '../../../../presentation/views/swap/swapFlowState';
import { swapSummary } from '../../../../presentation/views/swap/swapSummary';
import * as hostile from './hostile/arbitraries';
import { decodedOrRefused, LONG_TASK_MS, measurePipeline, PIPELINE_RUNS } from './hostile/measurePipeline';

const swapToken = fc.record({
  name: hostile.mostly(hostile.hostileText),
  symbol: hostile.mostly(hostile.hostileText),
  address: hostile.mostly(hostile.tokenAddress),
  decimals: hostile.hostileDecimals,
  logoUri: hostile.mostly(fc.webUrl()),
});

const price = fc.record({
  address: hostile.tokenAddress,
  name: hostile.hostileText,
  symbol: hostile.hostileText,
  iconUrl: fc.webUrl(),
  price: hostile.hostileUsd,
});

const inputs = fc.record({
  tokens: hostile.hostileAnswer(fc.record({ tokens: hostile.hostileList(swapToken, 40) })),
  balances: hostile.hostileAnswer(fc.record({ balances: hostile.hostileList(hostile.hostileBalance(), 10) })),
  prices: hostile.hostileAnswer(fc.record({ fungibles: hostile.hostileList(price, 10) })),
  quotes: hostile.hostileAnswer(
    fc.record({
      quotes: hostile.hostileList(
        fc.record({ fromAmount: hostile.hostileBaseUnits, toAmount: hostile.hostileBaseUnits }),
        2,
      ),
    }),
  ),
  allowance: hostile.hostileAnswer(fc.record({ allowance: hostile.hostileBaseUnits })),
  typed: hostile.typedAmount,
});

/** Forms that had a pair to swap and a quote to show, so the swap maths were really driven. */
let quoted = 0;

/**
 * The convert answers through everything that reads them as the visitor types: the decoders,
 * the typed amount in base units of the sold token, the insufficient-balance check, the
 * allowance check, and the form's summary (balances, amount bought, minimum received, price
 * impact and provider fee at market prices).
 */
function swapPipeline(input: {
  tokens: string;
  balances: string;
  prices: string;
  quotes: string;
  allowance: string;
  typed: string;
}): void {
  const tokens =
    decodedOrRefused('GET /v1/convert/tokens', input.tokens, SwapTokensAnswer)?.tokens.kept ?? [];
  const balanceList = decodedOrRefused('GET /v1/account/{address}/balance', input.balances, BalancesAnswer);
  const balances = toTokenBalances(balanceList?.balances.kept ?? []);
  const prices =
    decodedOrRefused('POST /v1/fungible/price', input.prices, FungiblePricesAnswer)?.fungibles.kept ?? [];
  const quote = decodedOrRefused('GET /v1/convert/quotes', input.quotes, SwapQuotesAnswer)?.quotes[0];
  const allowance = decodedOrRefused(
    'GET /v1/convert/allowance',
    input.allowance,
    AllowanceAnswer,
  )?.allowance;

  const [sold, bought] = tokens;
  const amount = sold === undefined ? undefined : parseTokenAmount(input.typed, sold.decimals);
  const held = sold === undefined ? undefined : indexTokenBalances(balances)(sold.address)?.quantity.numeric;
  const insufficientBalance =
    sold !== undefined && amount !== undefined ? hasInsufficientBalance(amount, held, sold.decimals) : false;
  if (amount !== undefined && allowance !== undefined) needsApproval(allowance, amount);
  const toAmount = quote === undefined ? undefined : BigInt(quote.toAmount);
  const minimum = toAmount === undefined ? undefined : minimumReceived(toAmount, SWAP_SLIPPAGE_TOLERANCE);
  if (toAmount !== undefined) expect(minimum).toBeLessThanOrEqual(toAmount);

  const state: SwapFlowState = {
    ...INITIAL_SWAP_FLOW,
    status: 'ready',
    tokens,
    balances,
    pricesUsd: Object.fromEntries(prices.map((entry) => [entry.address.toLowerCase(), entry.price])),
    from: sold?.address,
    to: bought?.address,
    amountText: input.typed,
    amount,
    insufficientBalance,
    quote:
      amount !== undefined && toAmount !== undefined && minimum !== undefined
        ? { kind: 'ready', fromAmount: amount, toAmount, minimumReceived: minimum }
        : { kind: 'none' },
  };
  const summary = swapSummary(state);
  expect(summary.options).toHaveLength(tokens.length);
  if (summary.boughtAmount !== undefined) quoted += 1;
  if (summary.providerFee !== undefined) expect(summary.providerFee).toMatch(/^\$[\d,]+\.\d{2}$/);
  if (summary.priceImpact !== undefined) expect(summary.priceImpact).toMatch(/^\d+\.\d{2}%$/);
}

describe('Hostile input §4: generated convert answers through decoders and the swap maths', () => {
  it(`${PIPELINE_RUNS} sets of answers: no uncaught error, and none takes a long task (${LONG_TASK_MS} ms)`, () => {
    const figures = measurePipeline(inputs, swapPipeline);
    expect(figures.runs).toBe(PIPELINE_RUNS);
    expect(figures.maxMs).toBeLessThan(LONG_TASK_MS);
    expect(quoted).toBeGreaterThan(PIPELINE_RUNS / 10);
  });
});
