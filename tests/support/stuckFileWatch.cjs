// A jest reporter that keeps a hung test file from silently using up CI's whole time limit. Jest's
// own timeouts end a test or a hook, but not a file whose worker is blocked (a synchronous child
// process, a busy loop) or whose teardown never returns; such a file would hold the run until the
// CI machine gives up, with no word of which file it was. This names every file that has run for
// longer than a warning threshold, and ends the run with a failure, naming the file, once one has
// run for longer than any file of the suite should.
const WARN_AFTER_MS = Number(process.env.KEYPORT_TEST_FILE_WARN_MS ?? 5 * 60_000);
const FAIL_AFTER_MS = Number(process.env.KEYPORT_TEST_FILE_LIMIT_MS ?? 20 * 60_000);
const CHECK_EVERY_MS = 30_000;

class StuckFileWatch {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    /** The files running now, each with when it started and whether it was already named. */
    this.running = new Map();
    this.timer = undefined;
  }

  onRunStart() {
    this.timer = setInterval(() => this.check(Date.now()), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestFileStart(test) {
    this.running.set(test.path, { startedAt: Date.now(), warned: false });
  }

  onTestFileResult(test) {
    this.running.delete(test.path);
  }

  onRunComplete() {
    clearInterval(this.timer);
  }

  relative(file) {
    return file.startsWith(this.rootDir) ? file.slice(this.rootDir.length + 1) : file;
  }

  check(now) {
    for (const [file, run] of this.running) {
      const minutes = ((now - run.startedAt) / 60_000).toFixed(1);
      if (now - run.startedAt > FAIL_AFTER_MS) {
        process.stderr.write(
          `\nSTUCK: ${this.relative(file)} has run for ${minutes} min, longer than any test file may ` +
            `(${FAIL_AFTER_MS / 60_000} min); the run is ended here. Files still running: ` +
            `${[...this.running.keys()].map((name) => this.relative(name)).join(', ')}\n`,
        );
        process.exit(1);
      }
      if (!run.warned && now - run.startedAt > WARN_AFTER_MS) {
        run.warned = true;
        process.stderr.write(`\nSLOW: ${this.relative(file)} is still running after ${minutes} min\n`);
      }
    }
  }
}

module.exports = StuckFileWatch;
