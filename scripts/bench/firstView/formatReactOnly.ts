import { markdownTable } from '../markdownTable';
import { spreadOf } from '../stats';
import { formatValue } from './formatFirstView';
import { type ReactOnlyRun } from './measureReactOnly';

const FIGURES: readonly [keyof ReactOnlyRun, string, Parameters<typeof formatValue>[1]][] = [
  ['jsBytes', 'JS before the click (gzip over the wire)', 'KB'],
  ['buttonReadyMs', 'page start → button on the page', 'ms'],
  ['longestTaskBeforeButtonMs', 'longest task before the button (0: none)', 'ms'],
  ['heapBytes', 'JS heap before the click (after GC)', 'MiB'],
];

/** The page without Keyport, as a reference table: what React and a button alone cost here. */
export function formatReactOnly(runs: readonly ReactOnlyRun[]): string {
  const rows = FIGURES.map(([figure, label, unit]) => {
    const spread = spreadOf(runs.map((run) => run[figure]));
    return [
      label,
      formatValue(spread.median, unit),
      formatValue(spread.min, unit),
      formatValue(spread.max, unit),
    ];
  });
  return [
    `### reference: the same page without Keyport (React and the button alone, ${runs.length} runs)`,
    '',
    markdownTable(['figure', 'median', 'min', 'max'], rows),
  ].join('\n');
}
