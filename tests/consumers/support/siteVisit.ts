import { gzipSync } from 'node:zlib';
import { type Page } from 'playwright-core';
import { type Devstack } from '../../../devstack/startDevstack';

/** What a visit saw: the console's errors and warnings, and what the page fetched before the click. */
export interface SiteVisit {
  readonly consoleProblems: string[];
  readonly javascriptBeforeClick: () => number;
  readonly stopCounting: () => void;
}

/**
 * Prepares a visitor's tab for a consumer site: tells the page where the devstack is and puts the
 * devstack's test wallet in it (both before any of the site's scripts), and records what the
 * console says and how much JavaScript (gzip) the page fetches until `stopCounting`.
 */
export async function prepareSiteVisit(
  page: Page,
  devstack: Devstack,
  walletScript: string,
): Promise<SiteVisit> {
  const [first] = devstack.chains;
  const account = first?.accounts[0];
  if (first === undefined || account === undefined) throw new Error('The devstack has no funded chain');
  const site = {
    projectId: devstack.projectId,
    blockchainApiUrl: devstack.blockchainApiUrl,
    explorerUrl: devstack.explorerUrl,
    relayUrl: devstack.relayUrl,
    verifyUrl: devstack.verifyUrl,
    chains: devstack.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
    })),
  };
  const wallet = {
    privateKey: account.privateKey,
    chainId: first.chainId,
    rpcUrls: Object.fromEntries(devstack.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  };
  await page.addInitScript(
    ({ siteConfig, walletPlan }) => {
      Object.assign(window, { __KEYPORT_SITE__: siteConfig, __KEYPORT_TEST_WALLET__: walletPlan });
    },
    { siteConfig: site, walletPlan: wallet },
  );
  await page.addInitScript({ path: walletScript });

  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });
  page.on('pageerror', (error) => consoleProblems.push(`uncaught: ${error.message}`));
  let counting = true;
  let javascript = 0;
  page.on('response', (response) => {
    if (!counting || response.request().resourceType() !== 'script') return;
    if (!response.url().startsWith('http://127.0.0.1')) return;
    void response
      .body()
      .then((body) => (javascript += gzipSync(body, { level: 9 }).length))
      .catch(() => undefined);
  });
  return {
    consoleProblems,
    javascriptBeforeClick: () => javascript,
    stopCounting: () => {
      counting = false;
    },
  };
}
