import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { allNetworks, createAppKit, evmAdapter } from '../../presentation/index';
import { DemoApp } from './app/DemoApp';
import { planDemo, type TestWalletPlan } from './config/planDemo';
import { legalOptions } from './config/legalOptions';
import { readDemoConfig } from './config/readDemoConfig';
import { readDemoFlags } from './config/readDemoFlags';
import { type DemoTestWallet } from './demoGlobals';

async function injectTestWallet(plan: TestWalletPlan): Promise<DemoTestWallet> {
  const module = await import(/* webpackChunkName: "test-wallet" */ './testWallet/injectTestWallet');
  return module.injectTestWallet(plan);
}

/**
 * Starts the demo: reads the devstack's configuration and the query flags, injects the test wallet
 * when asked (before Keyport starts, as an installed extension would be), creates Keyport on the
 * devstack and renders the page.
 */
async function start(): Promise<void> {
  const config = readDemoConfig(document);
  const flags = readDemoFlags(window.location.search);
  const plan = planDemo(config, flags, allNetworks);
  const testWallet = plan.testWallet === undefined ? undefined : await injectTestWallet(plan.testWallet);
  const modal = createAppKit({
    projectId: plan.projectId,
    networks: plan.networks,
    features: plan.features,
    adapters: [evmAdapter()],
    apiUrls: {
      blockchainApi: config.blockchainApiUrl,
      explorerApi: config.explorerUrl,
      walletConnectRelay: config.walletConnectRelayUrl,
      // The devstack's Verify stand-in: offline, WalletConnect's own would hold every request 5 s.
      walletConnectVerify: config.walletConnectVerifyUrl,
      // The devstack's blockchain API also takes the analytics events.
      analyticsApi: config.blockchainApiUrl,
      // The devstack's wallet service, on another site (localhost) than the demo (127.0.0.1).
      embeddedWalletFrame: config.embeddedWalletFrameUrl,
    },
    metadata: {
      name: 'Keyport demo',
      description: 'A host site on the local devstack',
      url: window.location.origin,
      icons: [],
    },
    ...legalOptions(flags.legal, window.location.origin),
    ...(flags.fullScreen ? { enableMobileFullScreen: true } : {}),
  });
  window.keyportDemo = { modal, testWallet };
  const root = document.getElementById('root');
  if (root === null) throw new Error('The demo page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <DemoApp
        problems={plan.problems}
        testWallet={testWallet}
        chains={config.chains}
        walletPageUrl={config.walletPageUrl}
        receiver={config.devAccounts[1]?.address}
      />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  const message = document.createElement('p');
  message.className = 'fatal';
  message.setAttribute('role', 'alert');
  message.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.prepend(message);
  throw error;
});
