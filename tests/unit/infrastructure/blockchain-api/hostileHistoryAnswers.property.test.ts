import fc from 'fast-check';
import { activityRows } from '../../../../application/account-view/activityRows';
import { nftRows } from '../../../../application/account-view/nftRows';
import { LIST_ROWS_SHOWN } from '../../../../domain/constants/limits';
import { firstRows } from '../../../../domain/format/firstRows';
import { filterVisibleTransactions } from '../../../../domain/transaction/filterVisibleTransactions';
import { nftsFromHistory } from '../../../../domain/transaction/nftsFromHistory';
import {
  HistoryAnswer,
  toTransactionHistoryPage,
} from '../../../../infrastructure/blockchain-api/codecs/HistoryAnswer';
import { minedOn, operationLabel, statusLabel } from '../../../../presentation/views/account/activityText';
import * as hostile from './hostile/arbitraries';
import { decodedOrRefused, LONG_TASK_MS, measurePipeline, PIPELINE_RUNS } from './hostile/measurePipeline';

const CALL = 'GET /v1/account/{account}/history';

const metadata = fc.record({
  operationType: hostile.mostly(
    fc.constantFrom('send', 'receive', 'trade', 'mint', 'burn', 'approve', 'deposit'),
  ),
  hash: hostile.mostly(fc.string({ maxLength: 66 })),
  chain: hostile.mostly(fc.constantFrom('eip155:1', 'eip155:42161')),
  minedAt: hostile.mostly(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      hostile.hostileText,
    ),
  ),
  sentFrom: hostile.mostly(fc.string({ maxLength: 42 })),
  sentTo: hostile.mostly(fc.string({ maxLength: 42 })),
  status: hostile.mostly(fc.constantFrom('confirmed', 'failed', 'pending')),
  nonce: hostile.mostly(fc.oneof(fc.nat(), hostile.hostileNumber)),
});

const fungibleInfo = fc.record({
  name: hostile.mostly(hostile.hostileText),
  symbol: hostile.mostly(hostile.hostileText),
  icon: hostile.mostly(fc.record({ url: fc.webUrl() })),
});

const nftInfo = fc.record({
  name: hostile.mostly(hostile.hostileText),
  content: hostile.mostly(
    fc.record({ preview: fc.record({ url: fc.webUrl() }), detail: fc.record({ url: fc.webUrl() }) }),
  ),
  flags: hostile.mostly(fc.record({ is_spam: fc.boolean() })),
});

const transfer = fc.record(
  {
    direction: hostile.mostly(fc.constantFrom('in', 'out', 'self')),
    quantity: hostile.mostly(fc.record({ numeric: hostile.hostileDecimalText })),
    fungible_info: fc.option(fungibleInfo),
    nft_info: fc.option(nftInfo),
    value: fc.option(hostile.hostileUsd),
    price: fc.option(hostile.hostileUsd),
  },
  { requiredKeys: ['direction', 'quantity'] },
);

const transaction = fc.record({
  id: hostile.mostly(fc.string({ maxLength: 20 })),
  metadata: hostile.mostly(metadata),
  transfers: fc.option(hostile.hostileList(transfer, 4)),
});

const answers = hostile.hostileAnswer(
  fc.record({ data: hostile.hostileList(transaction), next: fc.option(fc.string({ maxLength: 20 })) }),
);

/** Transactions that came through the decoder, so the rows were really driven. */
let kept = 0;

/**
 * The history answer through everything that reads it: the decoder, the SPEC §5 visibility
 * filter, the Activity tab's rows (and the words and dates they are shown with), and the NFTs
 * tab's tiles read from the same history.
 */
function historyPipeline(text: string): void {
  const answer = decodedOrRefused(CALL, text, HistoryAnswer);
  if (answer === undefined) return;
  const page = toTransactionHistoryPage(answer.data.kept, answer.next);
  kept += page.data.length;
  const visible = filterVisibleTransactions(page.data, 'eip155:1');
  const rows = activityRows(firstRows(visible).shown);
  expect(rows.length).toBeLessThanOrEqual(LIST_ROWS_SHOWN);
  for (const row of rows) {
    operationLabel(row.title);
    statusLabel(row.status);
    minedOn(row.minedAt);
  }
  expect(nftRows(firstRows(nftsFromHistory(page.data)).shown).length).toBeLessThanOrEqual(LIST_ROWS_SHOWN);
}

describe('Hostile input §4: generated history answers through decoder, activity rows and NFT tiles', () => {
  it(`${PIPELINE_RUNS} answers: no uncaught error, and none takes a long task (${LONG_TASK_MS} ms)`, () => {
    const figures = measurePipeline(answers, historyPipeline);
    expect(figures.runs).toBe(PIPELINE_RUNS);
    expect(figures.maxMs).toBeLessThan(LONG_TASK_MS);
    expect(kept).toBeGreaterThan(PIPELINE_RUNS);
  });
});
