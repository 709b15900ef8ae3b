// Runs the longest test files first, so that on CI's two workers no long file starts last and
// holds the whole run up (longest-first is the classic way to balance jobs across workers). The
// order within each group is jest's own (earlier failures and durations first, then file size).
const Sequencer = require('@jest/test-sequencer').default;

/** From slowest to fastest: the packed package's sites, the browser scenarios, the devstack tests. */
const SLOW_GROUPS = [
  /[\\/]tests[\\/]consumers[\\/]/,
  /[\\/]tests[\\/]browser[\\/]/,
  /\.devstack\.test\.tsx?$/,
];

function groupOf(test) {
  const index = SLOW_GROUPS.findIndex((pattern) => pattern.test(test.path));
  return index === -1 ? SLOW_GROUPS.length : index;
}

class SlowFilesFirst extends Sequencer {
  sort(tests) {
    return [...super.sort(tests)].sort((a, b) => groupOf(a) - groupOf(b));
  }
}

module.exports = SlowFilesFirst;
