import { type Spread, spreadOf } from '../stats';
import { type FirstViewRun, PAGE_HOST } from './summarizeRun';

/** The numeric figures of a run that are summarised as a spread over the runs. */
export const SPREAD_FIGURES = [
  'jsBeforeInputBytes',
  'jsBeforeClickBytes',
  'jsOnOpenBytes',
  'rowsVisibleMs',
  'settledMs',
  'rowsMovedPx',
  'firstRows',
  'settledRows',
  'heapBytes',
  'buttonReadyMs',
  'longestTaskBeforeButtonMs',
  'longestTaskDuringOpenMs',
] as const satisfies readonly (keyof FirstViewRun)[];

export type SpreadFigure = (typeof SPREAD_FIGURES)[number];

/** Requests to one host in the runs: the fewest and the most in a run. */
export interface HostRequests {
  readonly host: string;
  readonly min: number;
  readonly max: number;
}

/** What all measured runs of one scenario say together. */
export interface FirstViewSummary {
  readonly spreads: Readonly<Record<SpreadFigure, Spread>>;
  /** Whether every script of every run came gzip-compressed. */
  readonly scriptsGzipped: boolean;
  readonly hostsBeforeClick: readonly HostRequests[];
  readonly hostsOnOpen: readonly HostRequests[];
  /** Every call to another host seen in any run, before the click and on open. */
  readonly callsBeforeClick: readonly string[];
  readonly callsOnOpen: readonly string[];
}

function hostSpread(counts: readonly Readonly<Record<string, number>>[]): HostRequests[] {
  const hosts = [...new Set(counts.flatMap((count) => Object.keys(count)))].sort((a, b) =>
    a === PAGE_HOST ? -1 : b === PAGE_HOST ? 1 : a.localeCompare(b),
  );
  return hosts.map((host) => {
    const each = counts.map((count) => count[host] ?? 0);
    return { host, min: Math.min(...each), max: Math.max(...each) };
  });
}

/** The runs' figures together: each figure's median and extremes, and the requests per host. */
export function summarizeRuns(runs: readonly FirstViewRun[]): FirstViewSummary {
  if (runs.length === 0) throw new Error('There is no measured run to summarise');
  const spreads = Object.fromEntries(
    SPREAD_FIGURES.map((figure) => [figure, spreadOf(runs.map((run) => run[figure]))]),
  ) as Record<SpreadFigure, Spread>;
  return {
    spreads,
    scriptsGzipped: runs.every((run) => run.scriptsGzipped),
    hostsBeforeClick: hostSpread(runs.map((run) => run.hostsBeforeClick)),
    hostsOnOpen: hostSpread(runs.map((run) => run.hostsOnOpen)),
    callsBeforeClick: [...new Set(runs.flatMap((run) => run.callsBeforeClick))].sort(),
    callsOnOpen: [...new Set(runs.flatMap((run) => run.callsOnOpen))].sort(),
  };
}
