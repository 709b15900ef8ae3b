import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { print, printError } from './print';
import { checkSizes } from './size/checkSizes';
import { formatSizeReport } from './size/formatSizeReport';
import { measureBrowserBuild } from './size/measureBrowserBuild';
import { readSizeBudgets } from './size/SizeBudgets';

const ROOT = path.resolve(__dirname, '..');

/**
 * `npm run size`: builds the browser library, prints each chunk's gzip bytes and the total loaded
 * before the first click, and exits 1 when anything is over its budget in size-budgets.json.
 */
async function main(): Promise<void> {
  const budgets = readSizeBudgets(path.join(ROOT, 'size-budgets.json'));
  mkdirSync(path.join(ROOT, '.artifacts'), { recursive: true });
  const outputPath = mkdtempSync(path.join(ROOT, '.artifacts', 'size-'));
  try {
    const report = checkSizes(await measureBrowserBuild(outputPath), budgets);
    print(formatSizeReport(report));
    process.exitCode = report.passed ? 0 : 1;
  } finally {
    rmSync(outputPath, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  printError('The size check could not run:', error);
  process.exitCode = 1;
});
