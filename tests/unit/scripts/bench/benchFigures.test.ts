import { chosenScenarios, readBenchOptions } from '../../../../scripts/bench/BenchOptions';
import { type FrameSample } from '../../../../scripts/bench/firstView/FrameSample';
import { readFrames } from '../../../../scripts/bench/firstView/readFrames';
import { spreadOf } from '../../../../scripts/bench/stats';

const card = (y: number, opacity = 1) => ({ x: 460, y, width: 360, height: 470, opacity });
const row = (id: string, top: number) => ({ id, top });

describe('the first-view benchmark: medians (npm run bench reports medians, min and max)', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(spreadOf([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, runs: 3 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });

  it('refuses no runs and non-finite figures rather than reporting a zero', () => {
    expect(() => spreadOf([])).toThrow('A figure needs at least one measured run');
    expect(() => spreadOf([1, Number.NaN])).toThrow('A figure must be a finite number');
  });
});

describe('the first-view benchmark: reading the frames after the click', () => {
  it('rows visible is the first frame with a row; settled the first frame after which nothing moves at full opacity', () => {
    const frames: FrameSample[] = [
      { t: 8, card: null, rows: [] },
      { t: 25, card: card(171, 0.6), rows: [row('wallet-a', 236), row('all-wallets', 561)] },
      { t: 41, card: card(168, 0.9), rows: [row('wallet-a', 233), row('all-wallets', 558)] },
      {
        t: 125,
        card: card(165),
        rows: [row('wallet-a', 230), row('wallet-b', 296), row('all-wallets', 555)],
      },
      {
        t: 141,
        card: card(165),
        rows: [row('wallet-a', 230), row('wallet-b', 296), row('all-wallets', 555)],
      },
      {
        t: 158,
        card: card(165),
        rows: [row('wallet-a', 230), row('wallet-b', 296), row('all-wallets', 555)],
      },
    ];
    expect(readFrames(frames)).toEqual({
      rowsVisibleMs: 25,
      settledMs: 125,
      rowsMovedPx: 6,
      firstRows: 2,
      settledRows: 3,
    });
  });

  it('two rows with the same id are told apart by their order, not mistaken for one row that moved', () => {
    const frames: FrameSample[] = [
      { t: 20, card: card(165), rows: [row('wallet-x', 100), row('wallet-x', 165)] },
      { t: 36, card: card(165), rows: [row('wallet-x', 100), row('wallet-x', 165)] },
    ];
    expect(readFrames(frames).rowsMovedPx).toBe(0);
  });

  it('a run whose rows never show, or whose card ends see-through, is an error, never a figure', () => {
    expect(() => readFrames([{ t: 10, card: card(165), rows: [] }])).toThrow(
      'No wallet row became visible in 1 frames',
    );
    expect(() => readFrames([{ t: 10, card: card(165, 0.5), rows: [row('wallet-a', 1)] }])).toThrow(
      'The card had not settled at full opacity when sampling ended (10 ms)',
    );
  });
});

describe('npm run bench options', () => {
  it('reads runs, warm-ups, sections, scenarios and a built package, and refuses what it does not know', () => {
    expect(readBenchOptions([])).toEqual({
      runs: 7,
      warmups: 1,
      sections: undefined,
      scenarios: undefined,
      packageFolder: undefined,
    });
    expect(
      readBenchOptions(['--runs', '9', '--warmups', '0', '--scenarios', 'a, b', '--package', 'dist/browser']),
    ).toMatchObject({ runs: 9, warmups: 0, scenarios: ['a', 'b'], packageFolder: 'dist/browser' });
    expect(() => readBenchOptions(['--runs', '0'])).toThrow(
      '--runs takes a whole number of at least 1, got 0',
    );
    expect(() => readBenchOptions(['--runs'])).toThrow(
      '--runs takes a whole number of at least 1, got nothing',
    );
    expect(() => readBenchOptions(['--fast'])).toThrow('Unknown option --fast');
  });

  it("picks each section's first scenario by default, all of them for 'all', and names the ones it has", () => {
    const available = [{ name: 'site-pointer' }, { name: 'site-instant' }];
    expect(chosenScenarios(readBenchOptions([]), available)).toEqual([{ name: 'site-pointer' }]);
    expect(chosenScenarios(readBenchOptions(['--scenarios', 'all']), available)).toEqual(available);
    expect(() => chosenScenarios(readBenchOptions(['--scenarios', 'idle']), available)).toThrow(
      'No scenario idle; there are site-pointer, site-instant',
    );
  });
});
