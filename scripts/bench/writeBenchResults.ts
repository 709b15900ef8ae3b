import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type SectionReport } from './BenchSection';

/** Where the results go (gitignored), to be quoted in the guide and in reviews. */
export const BENCH_RESULTS_DIR = path.resolve(__dirname, '../../.artifacts/bench');

/** What the results were measured on, written at the top of each file. */
export interface BenchMachine {
  readonly date: string;
  readonly cpus: number;
  readonly loadAverage: string;
  readonly browser: string;
  readonly library: string;
}

/** Writes a section's Markdown and JSON (`<name>.md`, `<name>.json`); returns the Markdown file. */
export function writeBenchResults(
  name: string,
  title: string,
  machine: BenchMachine,
  report: SectionReport,
): string {
  mkdirSync(BENCH_RESULTS_DIR, { recursive: true });
  const about =
    `Measured ${machine.date} on ${machine.cpus} CPUs (load average ${machine.loadAverage}), ` +
    `${machine.browser}, library: ${machine.library}.`;
  const markdownFile = path.join(BENCH_RESULTS_DIR, `${name}.md`);
  writeFileSync(markdownFile, `## ${title}\n\n${about}\n\n${report.markdown}\n`);
  writeFileSync(
    path.join(BENCH_RESULTS_DIR, `${name}.json`),
    `${JSON.stringify({ machine, goalsMet: report.goalsMet, results: report.json }, null, 2)}\n`,
  );
  return markdownFile;
}
