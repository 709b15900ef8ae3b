import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/browser/support/launchBrowser';
import { print, printError } from '../print';
import { readBenchOptions } from './BenchOptions';
import { type BenchSection } from './BenchSection';
import { buildBenchPage, buildPackageEntry, builtPackageEntry } from './benchBuild';
import { firstViewSection } from './firstView/firstViewSection';
import { serveBenchPage } from './serveBenchPage';
import { startBenchServices } from './startBenchServices';
import { writeBenchResults } from './writeBenchResults';

const ROOT = path.resolve(__dirname, '../..');

/** Every section, in the order they run; a new one is added here. */
const SECTIONS: readonly BenchSection[] = [firstViewSection];

function chosenSections(names: readonly string[] | undefined): readonly BenchSection[] {
  if (names === undefined) return SECTIONS;
  return names.map((name) => {
    const section = SECTIONS.find((candidate) => candidate.name === name);
    if (section === undefined)
      throw new Error(`No section ${name}; there are ${SECTIONS.map((s) => s.name).join(', ')}`);
    return section;
  });
}

/**
 * `npm run bench`: builds the package's browser library (or takes `--package`), builds the bench
 * page on it for production, starts the devstack services it needs and serves the page on
 * 127.0.0.1, then runs each section in headless Chromium, prints its tables and writes them to
 * `.artifacts/bench/`. Exits 1 when a goal is not met. Everything it started is stopped at the end.
 */
async function main(): Promise<void> {
  const options = readBenchOptions(process.argv.slice(2));
  const sections = chosenSections(options.sections);
  mkdirSync(path.join(ROOT, '.artifacts'), { recursive: true });
  const work = mkdtempSync(path.join(ROOT, '.artifacts', 'bench-build-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    print(
      options.packageFolder === undefined ? 'Building the package…' : `Measuring ${options.packageFolder}`,
    );
    const packageEntry =
      options.packageFolder === undefined
        ? await buildPackageEntry(path.join(work, 'package'))
        : builtPackageEntry(options.packageFolder);
    print('Building the bench page…');
    const pageDir = path.join(work, 'page');
    await buildBenchPage(packageEntry, pageDir);
    const services = await startBenchServices();
    stops.push(() => services.close());
    const server = await serveBenchPage(pageDir, {
      projectId: services.projectId,
      blockchainApiUrl: services.blockchainApiUrl,
      explorerUrl: services.explorerUrl,
    });
    stops.push(() => server.close());
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    stops.push(() => browser.close());
    const machine = {
      date: new Date().toISOString(),
      cpus: cpus().length,
      loadAverage: loadavg()
        .map((load) => load.toFixed(2))
        .join(' '),
      browser: `Chromium ${browser.version()} (headless)`,
      library: options.packageFolder ?? 'built from the working tree',
    };
    let goalsMet = true;
    for (const section of sections) {
      print(`\n${section.title}`);
      const report = await section.run({ browser, pageUrl: server.url, services, options, progress: print });
      goalsMet &&= report.goalsMet;
      print(`\n${report.markdown}`);
      print(
        `\nWritten to ${path.relative(ROOT, writeBenchResults(section.name, section.title, machine, report))}`,
      );
    }
    process.exitCode = goalsMet ? 0 : 1;
  } finally {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => printError('Could not stop:', error));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  printError('The benchmark could not run:', error);
  process.exitCode = 1;
});
