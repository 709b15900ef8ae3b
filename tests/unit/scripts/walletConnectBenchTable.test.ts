import { formatWalletConnectTable, median, stepFigures } from '../../../scripts/bench/walletConnectTable';

const run = (qrShown: number, signArrived: number, switchArrived: number) => ({
  qrShown,
  signArrived,
  switchArrived,
});

describe('npm run bench:walletconnect: medians and targets (QR ≤ 1 s, each request ≤ 500 ms)', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('No values');
  });

  it('judges each step by its median, so one slow run does not fail it and a slow median does', () => {
    const runs = [
      run(600, 100, 110),
      run(650, 120, 90),
      run(4_000, 5_100, 100),
      run(700, 130, 600),
      run(620, 90, 620),
    ];
    const figures = stepFigures(runs);
    expect(
      figures.map(({ step, median: middle, min, max, withinTarget }) => [
        step.key,
        middle,
        min,
        max,
        withinTarget,
      ]),
    ).toEqual([
      ['qrShown', 650, 600, 4_000, true],
      ['signArrived', 120, 90, 5_100, true],
      ['switchArrived', 110, 90, 620, true],
    ]);
    expect(
      stepFigures([...runs, run(500, 900, 900), run(500, 900, 900), run(500, 900, 900)]).map(
        (f) => f.withinTarget,
      ),
    ).toEqual([true, false, false]);
  });

  it('prints one row a step with its median, range, target and verdict', () => {
    const table = formatWalletConnectTable(
      5,
      stepFigures([run(600, 100, 110), run(1_400, 100, 110), run(1_500, 100, 110)]),
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe('WalletConnect on the devstack: 5 runs');
    expect(lines[1]).toMatch(/^step\s+median\s+min\s+max\s+target$/);
    expect(lines[2]).toMatch(
      /^pick WalletConnect → QR code visible\s+1400 ms\s+600 ms\s+1500 ms\s+≤ 1000 ms\s+OVER$/,
    );
    expect(lines[3]).toMatch(
      /^personal_sign sent → at the demo wallet\s+100 ms\s+100 ms\s+100 ms\s+≤ 500 ms\s+ok$/,
    );
  });
});
