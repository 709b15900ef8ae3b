// eslint-disable-next-line @typescript-eslint/no-require-imports -- the reporter is CommonJS, as jest loads
const StuckFileWatch = require('../../support/stuckFileWatch.cjs') as new (globalConfig: {
  rootDir: string;
}) => {
  onTestFileStart(test: { path: string }): void;
  onTestFileResult(test: { path: string }): void;
  check(now: number): void;
};

const MINUTE = 60_000;

/**
 * ARCHITECTURE "Tests": a test file that hangs past jest's own timeouts is named and ends the run,
 * so CI fails within minutes saying which file, instead of running out its whole time limit.
 */
describe('the stuck test file watch', () => {
  let written: string[];
  let exit: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => {
      written.push(String(text));
      return true;
    });
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  });

  afterEach(() => jest.restoreAllMocks());

  function watchWithFileStartedAt(startedAt: number): InstanceType<typeof StuckFileWatch> {
    jest.spyOn(Date, 'now').mockReturnValue(startedAt);
    const watch = new StuckFileWatch({ rootDir: '/repo' });
    watch.onTestFileStart({ path: '/repo/tests/browser/slow.test.ts' });
    return watch;
  }

  it('says nothing of a file within the usual time', () => {
    watchWithFileStartedAt(0).check(4 * MINUTE);
    expect(written).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
  });

  it('names a file still running after five minutes, once', () => {
    const watch = watchWithFileStartedAt(0);
    watch.check(5 * MINUTE + 1);
    watch.check(6 * MINUTE);
    expect(written).toEqual(['\nSLOW: tests/browser/slow.test.ts is still running after 5.0 min\n']);
    expect(exit).not.toHaveBeenCalled();
  });

  it('ends the run with a failure naming a file that has run past twenty minutes', () => {
    watchWithFileStartedAt(0).check(20 * MINUTE + 1);
    expect(written.join('')).toContain('STUCK: tests/browser/slow.test.ts has run for 20.0 min');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('forgets a file once it has finished', () => {
    const watch = watchWithFileStartedAt(0);
    watch.onTestFileResult({ path: '/repo/tests/browser/slow.test.ts' });
    watch.check(60 * MINUTE);
    expect(written).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
  });
});
