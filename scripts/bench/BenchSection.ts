import { type Browser } from 'playwright-core';
import { type BenchOptions } from './BenchOptions';
import { type BenchServices } from './startBenchServices';

/** What every section of the benchmark is given. */
export interface BenchContext {
  readonly browser: Browser;
  /** The built bench page, served on 127.0.0.1. */
  readonly pageUrl: string;
  readonly services: BenchServices;
  readonly options: BenchOptions;
  /** A line of progress for the terminal. */
  progress(line: string): void;
}

/** A section's result: Markdown for people, JSON with every run for tools. */
export interface SectionReport {
  readonly markdown: string;
  readonly json: unknown;
  readonly goalsMet: boolean;
}

/**
 * One part of `npm run bench` (the first view, …): a name that is also the name of its result
 * files (`.artifacts/bench/<name>.md` and `.json`), and what it measures.
 */
export interface BenchSection {
  readonly name: string;
  readonly title: string;
  run(context: BenchContext): Promise<SectionReport>;
}
