import { chosenScenarios } from '../BenchOptions';
import { type BenchContext, type BenchSection, type SectionReport } from '../BenchSection';
import { allGoalsMet } from './firstViewGoals';
import { formatFirstView } from './formatFirstView';
import { formatReactOnly } from './formatReactOnly';
import { measureFirstView } from './measureFirstView';
import { measureReactOnly, type ReactOnlyRun } from './measureReactOnly';
import { FIRST_VIEW_SCENARIOS } from './scenarios';
import { type FirstViewRun } from './summarizeRun';
import { summarizeRuns } from './summarizeRuns';

const hostOf = (url: string): string => new URL(url).host;

/**
 * The first view: a site's page with React and Keyport, and the time from the click on its button
 * to the Connect view's wallet rows on screen, with what the page fetched and held on the way.
 * Each scenario runs its warm-up runs, then its measured runs, each in a fresh browser profile;
 * then the same page without Keyport, the floor the figures stand on.
 */
export const firstViewSection: BenchSection = {
  name: 'first-view',
  title: 'First view: click → Connect view',
  async run(context: BenchContext): Promise<SectionReport> {
    const { browser, pageUrl, services, options } = context;
    const walletListHost = hostOf(services.explorerUrl);
    const hostLabels = {
      [walletListHost]: 'explorer',
      [hostOf(services.blockchainApiUrl)]: 'blockchain API',
    };
    const parts: string[] = [];
    const results: { scenario: string; runs: FirstViewRun[] }[] = [];
    let goalsMet = true;
    for (const scenario of chosenScenarios(options, FIRST_VIEW_SCENARIOS)) {
      for (let warmup = 1; warmup <= options.warmups; warmup += 1) {
        context.progress(`${scenario.name}: warm-up ${warmup}/${options.warmups}`);
        await measureFirstView(browser, pageUrl, scenario);
      }
      const runs: FirstViewRun[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const measured = await measureFirstView(browser, pageUrl, scenario);
        context.progress(
          `${scenario.name}: run ${run}/${options.runs}: rows ${measured.rowsVisibleMs.toFixed(1)} ms, settled ${measured.settledMs.toFixed(1)} ms`,
        );
        runs.push(measured);
      }
      const summary = summarizeRuns(runs);
      goalsMet &&= allGoalsMet(summary, walletListHost);
      parts.push(formatFirstView({ scenario, summary, walletListHost, hostLabels }));
      results.push({ scenario: scenario.name, runs });
    }
    const reactOnlyUrl = new URL('react-only', pageUrl).toString();
    const reactOnly: ReactOnlyRun[] = [];
    for (let run = 1 - options.warmups; run <= options.runs; run += 1) {
      context.progress(`reference without Keyport: ${run < 1 ? 'warm-up' : `run ${run}/${options.runs}`}`);
      const measured = await measureReactOnly(browser, reactOnlyUrl);
      if (run >= 1) reactOnly.push(measured);
    }
    parts.push(formatReactOnly(reactOnly));
    return { markdown: parts.join('\n\n'), json: { scenarios: results, reactOnly }, goalsMet };
  },
};
