/** What `npm run bench -- …` was asked for. */
export interface BenchOptions {
  /** Measured runs per scenario (after the warm-up runs). */
  readonly runs: number;
  /** Runs before the measured ones, not counted (the machine and the servers warm up). */
  readonly warmups: number;
  /** The sections to run, by name; all when not given. */
  readonly sections: readonly string[] | undefined;
  /** The scenarios of a section to run, by name; each section's default when not given. */
  readonly scenarios: readonly string[] | undefined;
  /** A built browser library folder to measure instead of building the current source. */
  readonly packageFolder: string | undefined;
}

export const BENCH_USAGE = [
  'npm run bench -- [--runs N] [--warmups N] [--sections a,b] [--scenarios a,b|all] [--package dist/browser]',
  '  --runs N        measured runs per scenario (default 7, at least 1)',
  '  --warmups N     runs before them, not counted (default 1)',
  '  --sections      which sections to run (default: all)',
  "  --scenarios     which scenarios to run, or 'all' (default: each section's first)",
  '  --package DIR   measure an already built browser library (e.g. an older build) instead of the source',
].join('\n');

const DEFAULTS: BenchOptions = {
  runs: 7,
  warmups: 1,
  sections: undefined,
  scenarios: undefined,
  packageFolder: undefined,
};

function count(name: string, value: string | undefined, least: number): number {
  const parsed = Number(value);
  if (value === undefined || !Number.isInteger(parsed) || parsed < least) {
    throw new Error(`${name} takes a whole number of at least ${least}, got ${value ?? 'nothing'}`);
  }
  return parsed;
}

function list(name: string, value: string | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (names.length === 0) throw new Error(`${name} takes a comma-separated list of names`);
  return names;
}

/** Reads the command line's options; an unknown option or a bad value is an error naming it. */
export function readBenchOptions(args: readonly string[]): BenchOptions {
  let options = DEFAULTS;
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index] as string;
    const value = args[index + 1];
    index += 1;
    switch (name) {
      case '--runs':
        options = { ...options, runs: count(name, value, 1) };
        break;
      case '--warmups':
        options = { ...options, warmups: count(name, value, 0) };
        break;
      case '--sections':
        options = { ...options, sections: list(name, value) };
        break;
      case '--scenarios':
        options = { ...options, scenarios: list(name, value) };
        break;
      case '--package':
        if (value === undefined || value.startsWith('--')) throw new Error('--package takes a folder');
        options = { ...options, packageFolder: value };
        break;
      default:
        throw new Error(`Unknown option ${name}\n${BENCH_USAGE}`);
    }
  }
  return options;
}

/**
 * The scenarios of a section to run: those the options name (all of them for `all`), else the
 * section's first. A name the section does not have is an error listing those it has.
 */
export function chosenScenarios<T extends { readonly name: string }>(
  options: BenchOptions,
  available: readonly T[],
): T[] {
  if (options.scenarios === undefined) return available.slice(0, 1);
  if (options.scenarios.includes('all')) return [...available];
  return options.scenarios.map((name) => {
    const scenario = available.find((candidate) => candidate.name === name);
    if (scenario === undefined) {
      throw new Error(
        `No scenario ${name}; there are ${available.map((candidate) => candidate.name).join(', ')}`,
      );
    }
    return scenario;
  });
}
