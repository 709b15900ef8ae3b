import { markdownTable } from '../markdownTable';
import { figureGoalOf, hostGoals, meetsFigureGoal } from './firstViewGoals';
import { type FirstViewScenario } from './scenarios';
import { type FirstViewSummary, type HostRequests, SPREAD_FIGURES, type SpreadFigure } from './summarizeRuns';

type Unit = 'KB' | 'MiB' | 'ms' | 'px' | 'rows';

/** Each figure's label and unit, in the order the table shows them. */
const FIGURES: Readonly<Record<SpreadFigure, { readonly label: string; readonly unit: Unit }>> = {
  jsBeforeClickBytes: { label: 'JS before the click (gzip over the wire, React included)', unit: 'KB' },
  jsBeforeInputBytes: { label: 'JS before the first input (the page loading)', unit: 'KB' },
  jsOnOpenBytes: { label: 'JS fetched on open', unit: 'KB' },
  rowsVisibleMs: { label: 'click → wallet rows visible (first frame)', unit: 'ms' },
  settledMs: { label: 'click → settled (card still, opacity 1)', unit: 'ms' },
  rowsMovedPx: { label: 'first rows moved afterwards', unit: 'px' },
  firstRows: { label: 'rows in the first frame', unit: 'rows' },
  settledRows: { label: 'rows once settled', unit: 'rows' },
  heapBytes: { label: 'JS heap after open (after GC)', unit: 'MiB' },
  buttonReadyMs: { label: 'page start → button on the page', unit: 'ms' },
  longestTaskBeforeButtonMs: { label: 'longest task before the button (0: none)', unit: 'ms' },
  longestTaskDuringOpenMs: { label: 'longest task during the open (0: none)', unit: 'ms' },
};

/** A value in its unit: KB and MiB of 1024, milliseconds to a tenth. */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'KB':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'MiB':
      return `${(value / 1024 / 1024).toFixed(2)} MiB`;
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 'px':
      return `${value.toFixed(0)} px`;
    case 'rows':
      return String(value);
  }
}

function hostRows(when: string, hosts: readonly HostRequests[], labels: Readonly<Record<string, string>>) {
  if (hosts.length === 0) return [[when, 'none', '0']];
  return hosts.map((host) => [
    when,
    labels[host.host] === undefined ? host.host : `${host.host} (${labels[host.host]})`,
    host.min === host.max ? String(host.min) : `${host.min}–${host.max}`,
  ]);
}

export interface FirstViewReportInput {
  readonly scenario: FirstViewScenario;
  readonly summary: FirstViewSummary;
  /** The explorer's host: the only host the open may call (the wallet list). */
  readonly walletListHost: string;
  /** Names for the hosts the bench started (`127.0.0.1:port` → "explorer"). */
  readonly hostLabels: Readonly<Record<string, string>>;
}

/**
 * One scenario's figures as Markdown: the figures with median, min and max, each goal beside its
 * figure (met / not met), then the requests per host before the click and on open.
 */
export function formatFirstView({
  scenario,
  summary,
  walletListHost,
  hostLabels,
}: FirstViewReportInput): string {
  const figureRows = SPREAD_FIGURES.map((figure) => {
    const { label, unit } = FIGURES[figure];
    const spread = summary.spreads[figure];
    const goal = figureGoalOf(figure);
    return [
      label,
      formatValue(spread.median, unit),
      formatValue(spread.min, unit),
      formatValue(spread.max, unit),
      goal === undefined
        ? ''
        : `${goal.on === 'max' ? 'every run' : 'median'} ≤ ${formatValue(goal.atMost, unit)}`,
      goal === undefined ? '' : meetsFigureGoal(summary, goal) ? 'met' : 'NOT MET',
    ];
  });
  const hosts = hostGoals(summary, walletListHost);
  const requestRows = [
    ...hostRows('before the click', summary.hostsBeforeClick, hostLabels),
    ...hostRows('on open', summary.hostsOnOpen, hostLabels),
  ];
  const runs = summary.spreads.rowsVisibleMs.runs;
  return [
    `### ${scenario.name}: ${scenario.title} (${runs} runs)`,
    '',
    markdownTable(['figure', 'median', 'min', 'max', 'goal', ''], figureRows),
    '',
    `Scripts served gzip-compressed: ${summary.scriptsGzipped ? 'yes' : 'NO'}.`,
    '',
    markdownTable(['when', 'host', 'requests a run'], requestRows),
    '',
    `Calls to other hosts before the click: ${summary.callsBeforeClick.join(', ') || 'none'}; ` +
      `on open: ${summary.callsOnOpen.join(', ') || 'none'}.`,
    '',
    `No host but the page's before the click: ${hosts.noHostBeforeClick ? 'met' : 'NOT MET'}. ` +
      `On open, only the wallet list (explorer) besides the page's own files: ${hosts.onlyWalletListOnOpen ? 'met' : 'NOT MET'}.`,
  ].join('\n');
}
