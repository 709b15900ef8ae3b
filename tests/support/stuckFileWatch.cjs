// A jest reporter that keeps a hung test file from silently using up CI's whole time limit. Jest's
// own timeouts end a test or a hook, but not a file whose worker is blocked (a synchronous child
// process, a busy loop) or whose teardown never returns; such a file would hold the run until the
// CI machine gives up, with no word of which file it was. This names every file that has run for
// longer than a warning threshold, and ends the run with a failure, naming the file, once one has
// run for longer than any file of the suite should.
const WARN_AFTER_MS = Number(process.env.KEYPORT_TEST_FILE_WARN_MS ?? 5 * 60_000);
const FAIL_AFTER_MS = Number(process.env.KEYPORT_TEST_FILE_LIMIT_MS ?? 20 * 60_000);
const CHECK_EVERY_MS = 30_000;

const { readdirSync, readFileSync } = require('node:fs');

/**
 * Every process started under `root` (jest's workers, and the browsers and servers they started),
 * read from /proc; none where there is no /proc. Killed before the run ends, they cannot hold the
 * run's output open after it.
 */
function descendantsOf(root) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map();
  for (const pid of entries) {
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function killAll(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

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

  /** Ends the run as failed, with everything it started. */
  endRun() {
    killAll(descendantsOf(process.pid));
    process.exit(1);
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
            `(${(FAIL_AFTER_MS / 60_000).toFixed(1)} min); the run is ended here. Files still running: ` +
            `${[...this.running.keys()].map((name) => this.relative(name)).join(', ')}\n`,
        );
        this.endRun();
        return;
      }
      if (!run.warned && now - run.startedAt > WARN_AFTER_MS) {
        run.warned = true;
        process.stderr.write(`\nSLOW: ${this.relative(file)} is still running after ${minutes} min\n`);
      }
    }
  }
}

module.exports = StuckFileWatch;
module.exports.descendantsOf = descendantsOf;
