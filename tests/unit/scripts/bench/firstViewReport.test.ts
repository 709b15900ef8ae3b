import { formatFirstView } from '../../../../scripts/bench/firstView/formatFirstView';
import { type RequestRecord } from '../../../../scripts/bench/firstView/networkLog';
import { type ProbeRecord } from '../../../../scripts/bench/firstView/pageProbe';
import { FIRST_VIEW_SCENARIOS } from '../../../../scripts/bench/firstView/scenarios';
import { PAGE_HOST, summarizeRun } from '../../../../scripts/bench/firstView/summarizeRun';
import { summarizeRuns } from '../../../../scripts/bench/firstView/summarizeRuns';

const ORIGIN = 'http://127.0.0.1:4000';
const EXPLORER = '127.0.0.1:4001';
const TIME_ORIGIN = 1_000_000;

function request(
  url: string,
  type: string,
  atPageTime: number,
  transferBytes: number,
  gzip = true,
): RequestRecord {
  return {
    url,
    method: 'GET',
    type,
    startEpochMs: TIME_ORIGIN + atPageTime,
    transferBytes,
    contentEncoding: gzip ? 'gzip' : '',
    failed: false,
  };
}

function probe(): ProbeRecord {
  return {
    timeOrigin: TIME_ORIGIN,
    buttonReadyAt: 180,
    firstInputAt: 1_700,
    clickAt: 2_000,
    longTasks: [
      { start: 90, duration: 72 },
      { start: 2_010, duration: 55 },
      { start: 5_000, duration: 300 },
    ],
    frames: [
      {
        t: 30,
        card: { x: 0, y: 0, width: 360, height: 470, opacity: 1 },
        rows: [{ id: 'wallet-a', top: 10 }],
      },
      {
        t: 46,
        card: { x: 0, y: 0, width: 360, height: 470, opacity: 1 },
        rows: [{ id: 'wallet-a', top: 10 }],
      },
    ],
    done: true,
  };
}

const requests = [
  request(`${ORIGIN}/`, 'Document', 0, 900),
  request(`${ORIGIN}/bench.js`, 'Script', 20, 120_000),
  request(`${ORIGIN}/modal.js`, 'Script', 1_800, 8_000),
  request(`${ORIGIN}/connect.js`, 'Script', 2_003, 11_000),
  request(`http://${EXPLORER}/getWallets?page=1`, 'Fetch', 2_040, 2_000, false),
  request(`http://${EXPLORER}/getWalletImage/abc?projectId=p`, 'Image', 2_090, 900, false),
  request(`http://${EXPLORER}/getWalletImage/def?projectId=p`, 'Image', 2_091, 900, false),
];

describe('the first-view benchmark: one run from the page and the network', () => {
  it('places requests before or after the click by their start, counts script bytes and hosts, and long tasks by phase', () => {
    const run = summarizeRun(probe(), requests, 4_400_000, ORIGIN);
    expect(run).toMatchObject({
      jsBeforeInputBytes: 120_000,
      jsBeforeClickBytes: 128_000,
      jsOnOpenBytes: 11_000,
      scriptsGzipped: true,
      hostsBeforeClick: { [PAGE_HOST]: 3 },
      hostsOnOpen: { [PAGE_HOST]: 1, [EXPLORER]: 3 },
      callsBeforeClick: [],
      callsOnOpen: [`GET ${EXPLORER}/getWalletImage/…`, `GET ${EXPLORER}/getWallets`],
      heapBytes: 4_400_000,
      buttonReadyMs: 180,
      longestTaskBeforeButtonMs: 72,
      longestTaskDuringOpenMs: 55,
      rowsVisibleMs: 30,
      settledMs: 30,
    });
  });

  it('says so when a script came without gzip, and refuses a run whose click the page never saw', () => {
    const plain = [...requests, request(`${ORIGIN}/plain.js`, 'Script', 30, 500, false)];
    expect(summarizeRun(probe(), plain, 1, ORIGIN).scriptsGzipped).toBe(false);
    expect(() => summarizeRun({ ...probe(), clickAt: null }, requests, 1, ORIGIN)).toThrow(
      'The page never saw the click on the opener',
    );
  });
});

describe('the first-view benchmark: the table and its goals', () => {
  it('prints each goal beside its figure, met or NOT MET, and the hosts with their labels', () => {
    const run = summarizeRun(probe(), requests, 4_400_000, ORIGIN);
    const slow = { ...run, rowsVisibleMs: 320, jsBeforeClickBytes: 130_000 };
    const table = formatFirstView({
      scenario: FIRST_VIEW_SCENARIOS[0] as (typeof FIRST_VIEW_SCENARIOS)[number],
      summary: summarizeRuns([run, slow, run]),
      walletListHost: EXPLORER,
      hostLabels: { [EXPLORER]: 'explorer' },
    });
    expect(table).toContain('### site-pointer:');
    expect(table).toContain('(3 runs)');
    expect(table).toContain(
      '| click → wallet rows visible (first frame) | 30.0 ms | 30.0 ms | 320.0 ms | median ≤ 35.0 ms | met |',
    );
    expect(table).toContain(
      '| JS before the click (gzip over the wire, React included) | 125.0 KB | 125.0 KB | 127.0 KB | median ≤ 120.0 KB | NOT MET |',
    );
    expect(table).toContain(
      '| longest task before the button (0: none) | 72.0 ms | 72.0 ms | 72.0 ms | every run ≤ 50.0 ms | NOT MET |',
    );
    expect(table).toContain(
      '| JS heap after open (after GC) | 4.20 MiB | 4.20 MiB | 4.20 MiB | median ≤ 5.00 MiB | met |',
    );
    expect(table).toContain(`| on open | ${EXPLORER} (explorer) | 3 |`);
    expect(table).toContain(
      `Calls to other hosts before the click: none; on open: GET ${EXPLORER}/getWalletImage/…, GET ${EXPLORER}/getWallets.`,
    );
    expect(table).toContain('Scripts served gzip-compressed: yes.');
    expect(table).toContain("No host but the page's before the click: met.");
  });
});
