import { type WalletConnectRun } from './walletConnectRun';

/** A measured step, with the bound the devstack must meet. */
interface Step {
  readonly name: string;
  readonly key: keyof WalletConnectRun;
  readonly targetMs: number;
}

export const WALLETCONNECT_STEPS: readonly Step[] = [
  { name: 'pick WalletConnect → QR code visible', key: 'qrShown', targetMs: 1_000 },
  { name: 'personal_sign sent → at the demo wallet', key: 'signArrived', targetMs: 500 },
  { name: 'network switch sent → at the demo wallet', key: 'switchArrived', targetMs: 500 },
];

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface StepFigures {
  readonly step: Step;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly withinTarget: boolean;
}

/** Each step's median, fastest and slowest run, and whether the median meets its target. */
export function stepFigures(runs: readonly WalletConnectRun[]): StepFigures[] {
  return WALLETCONNECT_STEPS.map((step) => {
    const values = runs.map((run) => run[step.key]);
    const middle = median(values);
    return {
      step,
      median: middle,
      min: Math.min(...values),
      max: Math.max(...values),
      withinTarget: middle <= step.targetMs,
    };
  });
}

/** The figures as a text table, one row a step. */
export function formatWalletConnectTable(runCount: number, figures: readonly StepFigures[]): string {
  const rows = [
    ['step', 'median', 'min', 'max', 'target', ''],
    ...figures.map(({ step, median: middle, min, max, withinTarget }) => [
      step.name,
      `${Math.round(middle)} ms`,
      `${Math.round(min)} ms`,
      `${Math.round(max)} ms`,
      `≤ ${step.targetMs} ms`,
      withinTarget ? 'ok' : 'OVER',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [`WalletConnect on the devstack: ${runCount} runs`, line(rows[0]!), ...rows.slice(1).map(line)].join(
    '\n',
  );
}
