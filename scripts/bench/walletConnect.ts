import { chromium } from 'playwright-core';
import { startDemoStack } from '../../demo/server/startDemoStack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/browser/support/launchBrowser';
import { print, printError } from '../print';
import { runWalletConnectOnce, type WalletConnectRun } from './walletConnectRun';
import { formatWalletConnectTable, stepFigures } from './walletConnectTable';

/** Fewer runs than this give no median worth the name. */
const MIN_RUNS = 5;

function runCount(argv: readonly string[]): number {
  const index = argv.indexOf('--runs');
  if (index < 0) return MIN_RUNS;
  const count = Number(argv[index + 1]);
  if (!Number.isSafeInteger(count) || count < MIN_RUNS) {
    throw new Error(`--runs takes a whole number of at least ${MIN_RUNS}, got ${String(argv[index + 1])}`);
  }
  return count;
}

/**
 * `npm run bench:walletconnect [-- --runs N]`: the demo on the devstack as `npm start` runs it (on
 * free ports, beside a running one), visited by new visitors in Chromium; prints how long the
 * QR code takes after WalletConnect is picked and a request takes to reach the demo wallet, as
 * medians over the runs. Exits 1 when a median misses its target.
 */
async function main(): Promise<void> {
  const runs = runCount(process.argv.slice(2));
  print('Building the demo and starting the devstack…');
  const stack = await startDemoStack({ ports: 'free' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const results: WalletConnectRun[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const result = await runWalletConnectOnce(browser, stack);
      print(
        `run ${run}: QR ${result.qrShown} ms, sign ${result.signArrived} ms, switch ${result.switchArrived} ms`,
      );
      results.push(result);
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  const figures = stepFigures(results);
  print();
  print(formatWalletConnectTable(runs, figures));
  if (figures.some((figure) => !figure.withinTarget)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  printError('The WalletConnect benchmark failed:', error);
  process.exit(1);
});
