import fc from 'fast-check';
import { heldAmount, receivedAmount } from '../../../../domain/onramp/purchaseDelivery';
import { purchaseAmountProblem } from '../../../../domain/onramp/purchaseAmountProblem';
import { paymentLimits } from '../../../../domain/onramp/paymentLimits';
import { purchaseCurrenciesFor, purchaseNetworkFor } from '../../../../domain/onramp/purchaseNetwork';
import { usableOnrampOptions } from '../../../../domain/onramp/usableOnrampOptions';
import {
  BalancesAnswer,
  toTokenBalances,
} from '../../../../infrastructure/blockchain-api/codecs/BalancesAnswer';
import { OnrampOptionsAnswer } from '../../../../infrastructure/blockchain-api/codecs/OnrampOptionsAnswer';
import { OnrampQuoteAnswer } from '../../../../infrastructure/blockchain-api/codecs/OnrampQuoteAnswer';
import { amountProblemText, limitText } from '../../../../presentation/views/onramp/onrampText';
import * as hostile from './hostile/arbitraries';
import { decodedOrRefused, LONG_TASK_MS, measurePipeline, PIPELINE_RUNS } from './hostile/measurePipeline';

const CONTEXT = { namespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const };

const limit = fc.record({
  id: hostile.mostly(fc.constantFrom('card', 'ach_bank_account', 'sepa')),
  min: hostile.mostly(hostile.hostileDecimalText),
  max: hostile.mostly(hostile.hostileDecimalText),
});

const paymentCurrency = fc.record({
  id: hostile.mostly(fc.constantFrom('USD', 'EUR', 'GBP')),
  payment_method_limits: hostile.mostly(hostile.hostileList(limit, 4)),
});

const network = fc.record({
  name: hostile.mostly(fc.constantFrom('ethereum', 'base', 'arbitrum')),
  display_name: hostile.mostly(hostile.hostileText),
  chain_id: hostile.mostly(fc.constantFrom('1', '8453', '42161')),
  contract_address: hostile.mostly(fc.string({ maxLength: 42 })),
});

const purchaseCurrency = fc.record({
  id: hostile.mostly(fc.constantFrom('USDC', 'ETH')),
  name: hostile.mostly(hostile.hostileText),
  symbol: hostile.mostly(fc.oneof(fc.constantFrom('USDC', 'ETH'), hostile.hostileText)),
  networks: hostile.mostly(hostile.hostileList(network, 4)),
});

const amount = fc.record({
  amount: hostile.mostly(hostile.hostileDecimalText),
  currency: hostile.mostly(hostile.hostileText),
});

const quote = fc.record({
  coinbaseFee: hostile.mostly(amount),
  networkFee: hostile.mostly(amount),
  paymentSubtotal: hostile.mostly(amount),
  paymentTotal: hostile.mostly(amount),
  purchaseAmount: hostile.mostly(amount),
  quoteId: hostile.mostly(fc.string({ maxLength: 20 })),
});

const heldBalance = hostile.hostileBalance(fc.constantFrom('USDC', 'ETH'));

const inputs = fc.record({
  options: hostile.hostileAnswer(
    fc.record({
      paymentCurrencies: hostile.hostileList(paymentCurrency, 6),
      purchaseCurrencies: hostile.hostileList(purchaseCurrency, 6),
    }),
  ),
  quote: hostile.hostileAnswer(quote),
  before: hostile.hostileAnswer(fc.record({ balances: hostile.hostileList(heldBalance, 4) })),
  after: hostile.hostileAnswer(fc.record({ balances: hostile.hostileList(heldBalance, 4) })),
  typed: hostile.typedAmount,
  currency: fc.constantFrom('USD', 'EUR', 'GBP', 'usd'),
});

/** Typed amounts checked against limits the options gave, so the onramp maths were really driven. */
let limited = 0;

/**
 * The onramp answers through everything that reads them as the visitor types: the decoders, the
 * usable options (SPEC §7 built-in list), the currencies and networks offered, the payment
 * limits (SPEC §5 fallback) and the typed amount checked against them and written out, the
 * quote's amounts, and what a purchase brought (the balances before and after).
 */
function onrampPipeline(input: {
  options: string;
  quote: string;
  before: string;
  after: string;
  typed: string;
  currency: string;
}): void {
  const decoded = decodedOrRefused('GET /v1/onramp/options', input.options, OnrampOptionsAnswer);
  const { options } = usableOnrampOptions({
    paymentCurrencies: decoded?.paymentCurrencies.kept ?? [],
    purchaseCurrencies: decoded?.purchaseCurrencies.kept ?? [],
  });
  const limits = paymentLimits(input.currency, options);
  if (limits.length > 0) limited += 1;
  for (const each of limits) limitText(each, input.currency);
  amountProblemText(purchaseAmountProblem(input.typed, limits), input.currency);
  for (const currency of purchaseCurrenciesFor(options, CONTEXT)) purchaseNetworkFor(currency, CONTEXT);

  const quoted = decodedOrRefused('POST /v1/onramp/quote', input.quote, OnrampQuoteAnswer);
  if (quoted !== undefined) purchaseAmountProblem(quoted.paymentTotal.amount, limits);

  const balancesOf = (text: string) =>
    toTokenBalances(
      decodedOrRefused('GET /v1/account/{address}/balance', text, BalancesAnswer)?.balances.kept ?? [],
    );
  const before = heldAmount(balancesOf(input.before), 'USDC', 'eip155:1');
  const after = heldAmount(balancesOf(input.after), 'USDC', 'eip155:1');
  const received = receivedAmount(before, after);
  if (received !== undefined) expect(received).toMatch(/^\d+(\.\d+)?$/);
}

describe('Hostile input §4: generated onramp answers through decoders and the onramp maths', () => {
  it(`${PIPELINE_RUNS} sets of answers: no uncaught error, and none takes a long task (${LONG_TASK_MS} ms)`, () => {
    const figures = measurePipeline(inputs, onrampPipeline);
    expect(figures.runs).toBe(PIPELINE_RUNS);
    expect(figures.maxMs).toBeLessThan(LONG_TASK_MS);
    expect(limited).toBeGreaterThan(PIPELINE_RUNS / 2);
  });
});
