/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { AllWalletsView } from '../../../../presentation/views/connect/AllWalletsView';
import { ConnectingExternalView } from '../../../../presentation/views/connect/ConnectingExternalView';
import { ConnectView } from '../../../../presentation/views/connect/ConnectView';
import { NetworksView } from '../../../../presentation/views/networks/NetworksView';
import { ConnectingWalletConnectBasicView } from '../../../../presentation/views/walletconnect/ConnectingWalletConnectBasicView';
import { ConnectingWalletConnectView } from '../../../../presentation/views/walletconnect/ConnectingWalletConnectView';
import { KeyportContext } from '../../../../presentation/react/KeyportAppContext';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import {
  generatedWallets,
  metamaskAnnounced,
  ScriptedWalletRegistry,
} from '../../application/wallets/walletFixtures';
import {
  createTestApp,
  destroyTestApps,
  flushFully,
  renderInApp,
  type PresentationTestApp,
} from '../support/presentationApp';

afterEach(destroyTestApps);

/** An instance as a page has it: no feature enabled until a view's actions load it. */
function pageApp(): PresentationTestApp & { registry: ScriptedWalletRegistry } {
  const registry = new ScriptedWalletRegistry(generatedWallets(50));
  const testApp = createTestApp({
    options: { networks: [ethereum, arbitrum] },
    adapters: [new FakeChainAdapter('eip155', [metamaskAnnounced])],
    walletRegistry: registry,
    enableFeatures: false,
  });
  return { ...testApp, registry };
}

const VIEWS: readonly [string, ReactElement][] = [
  ['Connect', <ConnectView key="c" />],
  ['AllWallets', <AllWalletsView key="a" />],
  [
    'ConnectingExternal',
    <ConnectingExternalView
      key="e"
      entry={{ view: 'ConnectingExternal', data: { connectorId: 'io.metamask', namespace: 'eip155' } }}
    />,
  ],
  [
    'ConnectingWalletConnect',
    <ConnectingWalletConnectView key="w" entry={{ view: 'ConnectingWalletConnect' }} />,
  ],
  ['ConnectingWalletConnectBasic', <ConnectingWalletConnectBasicView key="b" />],
  ['Networks', <NetworksView key="n" />],
];

describe('the connect, WalletConnect and network views: nothing with side effects during render', () => {
  it.each(VIEWS)(
    '%s renders (as on a server, where no effect runs) without enabling a feature, asking the explorer or a wallet',
    (_name, view) => {
      const { app, core, registry, walletConnect, adapters } = pageApp();
      const enable = jest.spyOn(core, 'enable');

      const html = renderToString(<KeyportContext.Provider value={app.core}>{view}</KeyportContext.Provider>);

      expect(html).toContain('data-testid="view-');
      expect(enable).not.toHaveBeenCalled();
      expect(registry.queries).toEqual([]);
      expect(walletConnect.calls).toEqual([]);
      expect(adapters[0]?.methodsCalled()).not.toContain('connect');
    },
  );
});

describe('the connect and WalletConnect views load their features through their actions, once shown', () => {
  it('Connect: the wallet list feature loads and the explorer is asked once the view is shown', async () => {
    const { app, registry } = pageApp();

    renderInApp(<ConnectView />, app);
    await flushFully();

    expect(registry.queries.length).toBeGreaterThan(0);
    expect(screen.getByTestId('wallet-w1')).toBeTruthy();
  });

  it('AllWallets: the explorer list loads its first page on an instance that never enabled it', async () => {
    const { app } = pageApp();

    renderInApp(<AllWalletsView />, app);
    await flushFully();

    expect(screen.getAllByRole('button', { name: /^Wallet \d+$/ })).toHaveLength(40);
  });

  it('ConnectingWalletConnect: the pairing loads and shows its uri', async () => {
    const { app, walletConnect } = pageApp();

    renderInApp(<ConnectingWalletConnectView entry={{ view: 'ConnectingWalletConnect' }} />, app);
    await flushFully();

    expect(walletConnect.calls.filter((call) => call.method === 'propose')).toHaveLength(1);
    expect(screen.getByTestId('wc-qr').getAttribute('data-uri')).toMatch(/^wc:/);
  });
});
