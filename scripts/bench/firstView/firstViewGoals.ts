import { PAGE_HOST } from './summarizeRun';
import { type FirstViewSummary, type HostRequests, type SpreadFigure } from './summarizeRuns';

const KB = 1024;
const MIB = 1024 * 1024;
/** A task longer than this is a long task (the browser's own threshold). */
export const LONG_TASK_MS = 50;

/** A goal on a figure's median, or on its largest value in any run. */
export interface FigureGoal {
  readonly figure: SpreadFigure;
  readonly on: 'median' | 'max';
  readonly atMost: number;
}

/** The first view's goals on figures (the request goals are on hosts, see `hostGoals`). */
export const FIGURE_GOALS: readonly FigureGoal[] = [
  { figure: 'jsBeforeClickBytes', on: 'median', atMost: 120 * KB },
  { figure: 'rowsVisibleMs', on: 'median', atMost: 35 },
  { figure: 'settledMs', on: 'median', atMost: 150 },
  { figure: 'heapBytes', on: 'median', atMost: 5 * MIB },
  { figure: 'longestTaskBeforeButtonMs', on: 'max', atMost: LONG_TASK_MS },
  { figure: 'longestTaskDuringOpenMs', on: 'max', atMost: LONG_TASK_MS },
];

export function figureGoalOf(figure: SpreadFigure): FigureGoal | undefined {
  return FIGURE_GOALS.find((goal) => goal.figure === figure);
}

export function meetsFigureGoal(summary: FirstViewSummary, goal: FigureGoal): boolean {
  return summary.spreads[goal.figure][goal.on] <= goal.atMost;
}

/** The request goals, each met or not: no other host before the click; on open only the wallet list. */
export interface HostGoals {
  readonly noHostBeforeClick: boolean;
  readonly onlyWalletListOnOpen: boolean;
}

/** `walletListHost` is the explorer's host (`127.0.0.1:port`), the one host the open may call. */
export function hostGoals(summary: FirstViewSummary, walletListHost: string): HostGoals {
  const onlyTo = (hosts: readonly HostRequests[], allowed: readonly string[]): boolean =>
    hosts.every((host) => allowed.includes(host.host));
  return {
    noHostBeforeClick: onlyTo(summary.hostsBeforeClick, [PAGE_HOST]),
    onlyWalletListOnOpen: onlyTo(summary.hostsOnOpen, [PAGE_HOST, walletListHost]),
  };
}

/** Whether every goal holds. */
export function allGoalsMet(summary: FirstViewSummary, walletListHost: string): boolean {
  const hosts = hostGoals(summary, walletListHost);
  return (
    FIGURE_GOALS.every((goal) => meetsFigureGoal(summary, goal)) &&
    hosts.noHostBeforeClick &&
    hosts.onlyWalletListOnOpen
  );
}
