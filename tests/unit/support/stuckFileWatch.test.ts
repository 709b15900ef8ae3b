import { spawn } from 'node:child_process';

interface Watch {
  onTestFileStart(test: { path: string }): void;
  onTestFileResult(test: { path: string }): void;
  check(now: number): void;
  endRun(): void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the reporter is CommonJS, as jest loads
const StuckFileWatch = require('../../support/stuckFileWatch.cjs') as {
  new (globalConfig: { rootDir: string }): Watch;
  prototype: Watch;
  descendantsOf(root: number): number[];
};

const MINUTE = 60_000;

/**
 * ARCHITECTURE "Tests": a test file that hangs past jest's own timeouts is named and ends the run,
 * so CI fails within minutes saying which file, instead of running out its whole time limit.
 */
describe('the stuck test file watch', () => {
  let written: string[];
  let endRun: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => {
      written.push(String(text));
      return true;
    });
    // Never the worker's own end, whatever goes wrong here.
    jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    endRun = jest.spyOn(StuckFileWatch.prototype, 'endRun').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  function watchWithFileStartedAt(startedAt: number): Watch {
    jest.spyOn(Date, 'now').mockReturnValue(startedAt);
    const watch = new StuckFileWatch({ rootDir: '/repo' });
    watch.onTestFileStart({ path: '/repo/tests/browser/slow.test.ts' });
    return watch;
  }

  it('says nothing of a file within the usual time', () => {
    watchWithFileStartedAt(0).check(4 * MINUTE);
    expect(written).toEqual([]);
    expect(endRun).not.toHaveBeenCalled();
  });

  it('names a file still running after five minutes, once', () => {
    const watch = watchWithFileStartedAt(0);
    watch.check(5 * MINUTE + 1);
    watch.check(6 * MINUTE);
    expect(written).toEqual(['\nSLOW: tests/browser/slow.test.ts is still running after 5.0 min\n']);
    expect(endRun).not.toHaveBeenCalled();
  });

  it('ends the run with a failure naming a file that has run past twenty minutes', () => {
    watchWithFileStartedAt(0).check(20 * MINUTE + 1);
    expect(written.join('')).toContain('STUCK: tests/browser/slow.test.ts has run for 20.0 min');
    expect(endRun).toHaveBeenCalledTimes(1);
  });

  it('forgets a file once it has finished', () => {
    const watch = watchWithFileStartedAt(0);
    watch.onTestFileResult({ path: '/repo/tests/browser/slow.test.ts' });
    watch.check(60 * MINUTE);
    expect(written).toEqual([]);
    expect(endRun).not.toHaveBeenCalled();
  });

  it('finds every process started under the run, children of children too, to end them with it', async () => {
    const shell = spawn('sh', ['-c', 'sleep 30 & sleep 30; wait'], { stdio: 'ignore' });
    try {
      // The shell starts its two sleeps soon after it starts; a busy machine may take a while.
      const deadline = Date.now() + 4_000;
      while (StuckFileWatch.descendantsOf(shell.pid ?? -1).length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const found = StuckFileWatch.descendantsOf(process.pid);
      expect(found).toContain(shell.pid);
      // The shell's own two sleeps, one level further down.
      expect(found.length).toBeGreaterThanOrEqual(3);
      expect(StuckFileWatch.descendantsOf(shell.pid ?? -1)).toHaveLength(2);
    } finally {
      for (const pid of StuckFileWatch.descendantsOf(shell.pid ?? -1)) process.kill(pid, 'SIGKILL');
      shell.kill('SIGKILL');
    }
  });
});
