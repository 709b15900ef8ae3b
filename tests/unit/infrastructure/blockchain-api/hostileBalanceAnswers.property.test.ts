import fc from 'fast-check';
import { toCachedBalance } from '../../../../application/account-data/cachedBalances';
import { tokenRows } from '../../../../application/account-view/tokenRows';
import { filterDisplayableBalances } from '../../../../domain/balance/filterDisplayableBalances';
import { tokenDecimals } from '../../../../domain/balance/TokenBalance';
import { totalUsdValue } from '../../../../domain/balance/totalUsdValue';
import { LIST_ROWS_SHOWN } from '../../../../domain/constants/limits';
import { firstRows } from '../../../../domain/format/firstRows';
import { formatUsd } from '../../../../domain/format/formatUsd';
import { amountToBaseUnits } from '../../../../domain/send/amountToBaseUnits';
import { validateSendAmount } from '../../../../domain/send/validateSendAmount';
import { CachedTokenBalanceCodec } from '../../../../domain/storage/CachedValues';
import {
  BalancesAnswer,
  toTokenBalances,
} from '../../../../infrastructure/blockchain-api/codecs/BalancesAnswer';
import * as hostile from './hostile/arbitraries';
import { decodedOrRefused, LONG_TASK_MS, measurePipeline, PIPELINE_RUNS } from './hostile/measurePipeline';

const CALL = 'GET /v1/account/{address}/balance';
const USD = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

const answers = fc.tuple(
  hostile.hostileAnswer(fc.record({ balances: hostile.hostileList(hostile.hostileBalance()) })),
  hostile.typedAmount,
);

/** Balances that came through the decoder, so the rows and totals were really driven. */
let kept = 0;

/**
 * The balance answer through everything that reads it: the decoder, the SPEC §5 filter, the
 * Tokens tab's rows and USD total, the balance cache's round trip, and the send form's amount
 * checks against each token.
 */
function balancesPipeline([text, typed]: [string, string]): void {
  const answer = decodedOrRefused(CALL, text, BalancesAnswer);
  if (answer === undefined) return;
  const balances = filterDisplayableBalances(toTokenBalances(answer.balances.kept));
  kept += balances.length;
  const listed = firstRows(balances);
  const rows = tokenRows(listed.shown);
  const total = formatUsd(totalUsdValue(balances));
  expect(rows.length).toBeLessThanOrEqual(LIST_ROWS_SHOWN);
  expect(total).toMatch(USD);
  for (const row of rows) expect(row.value).toMatch(USD);
  for (const token of balances) {
    expect(CachedTokenBalanceCodec.is(toCachedBalance(token))).toBe(true);
    validateSendAmount(typed, token);
    amountToBaseUnits(typed, tokenDecimals(token) ?? 18);
  }
}

describe('Hostile input §4: generated balance answers through decoder, rows, total and send checks', () => {
  it(`${PIPELINE_RUNS} answers: no uncaught error, and none takes a long task (${LONG_TASK_MS} ms)`, () => {
    const figures = measurePipeline(answers, balancesPipeline);
    expect(figures.runs).toBe(PIPELINE_RUNS);
    expect(figures.maxMs).toBeLessThan(LONG_TASK_MS);
    expect(kept).toBeGreaterThan(PIPELINE_RUNS);
  });
});
