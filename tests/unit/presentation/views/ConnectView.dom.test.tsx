/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { RouterStore } from '../../../../application/router/RouterStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { ConnectView } from '../../../../presentation/views/connect/ConnectView';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { ethereum } from '../../../fixtures/networks';
import { ScriptedWalletRegistry, wallet } from '../../application/wallets/walletFixtures';
import { createTestApp, destroyTestApps, flush, renderInApp, renderModal } from '../support/presentationApp';

afterEach(destroyTestApps);

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml,mm',
  info: { rdns: 'io.metamask' },
  installed: true,
};
const explorer = [
  wallet('rainbow', { image_url: 'https://img.example/rainbow.png' }),
  wallet('trust', { image_id: 'trust-img' }),
  wallet('ledger'),
  wallet('zerion'),
  wallet('okx'),
];

function setUp(options: Partial<KeyportOptions> = {}, connectors: readonly Connector[] = [metamask]) {
  const registry = new ScriptedWalletRegistry(explorer);
  const testApp = createTestApp({
    options: { networks: [ethereum], ...options },
    adapters: [new FakeChainAdapter('eip155', connectors)],
    walletRegistry: registry,
  });
  return { ...testApp, registry };
}

function tileIds(): string[] {
  return within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('data-testid') ?? '');
}

describe('Connect view (SPEC §2)', () => {
  it('asks the explorer nothing before it opens, then lists installed wallets before recommended ones', async () => {
    const { app, registry } = setUp();
    expect(registry.queries).toHaveLength(0);
    renderInApp(<ConnectView />, app);
    expect(screen.getByTestId('view-Connect')).toBeTruthy();
    await flush();
    expect(registry.queries.length).toBeGreaterThan(0);
    // SPEC §2 connector types: walletConnect (desktop) and injected before recommended; then
    // "All wallets" with the count.
    expect(tileIds()).toEqual([
      'wallet-walletConnect',
      'wallet-io.metamask',
      'wallet-rainbow',
      'wallet-trust',
      'wallet-ledger',
      'all-wallets',
    ]);
    // The WalletConnect entry carries its mark and says how it connects.
    const walletConnect = screen.getByTestId('wallet-walletConnect');
    expect(walletConnect.textContent).toBe('WalletConnectQR code');
    expect(walletConnect.querySelector('svg.kp-wallet-image')).not.toBeNull();
    const installed = screen.getByTestId('wallet-io.metamask');
    expect(installed.textContent).toContain('MetaMask');
    expect(installed.textContent).toContain('Installed');
    expect(installed.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,mm');
    expect(screen.getByTestId('wallet-trust').querySelector('img')?.getAttribute('src')).toBe(
      'https://explorer.example/getWalletImage/trust-img',
    );
    const allWallets = screen.getByTestId('all-wallets');
    expect(allWallets.textContent).toContain('All wallets');
    expect(allWallets.textContent).toContain(String(explorer.length));
    // Its name is its visible text (WCAG 2.5.3 label in name).
    expect(screen.getByRole('button', { name: `All wallets ${explorer.length}` })).toBe(allWallets);
  });

  it('explorer wallets without an image show a neutral icon', async () => {
    const { app } = setUp();
    renderInApp(<ConnectView />, app);
    await flush();
    const ledger = screen.getByTestId('wallet-ledger');
    expect(ledger.querySelector('img')).toBeNull();
    expect(ledger.querySelector('svg')).not.toBeNull();
  });

  it('arrow keys move focus through the wallet list; Home and End jump to its ends', async () => {
    const { app } = setUp();
    renderInApp(<ConnectView />, app);
    await flush();
    const first = screen.getByTestId('wallet-walletConnect');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-io.metamask'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('all-wallets'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('"All wallets" opens the AllWallets view', async () => {
    const { app, get } = setUp();
    renderInApp(<ConnectView />, app);
    await flush();
    fireEvent.click(screen.getByTestId('all-wallets'));
    expect(get(RouterStore).current().view).toBe('AllWallets');
  });

  it('SPEC §4: picking an installed wallet shows ConnectingExternal, which asks the wallet', async () => {
    const { app, core, get, adapters } = setUp();
    renderModal(app);
    await act(async () => {
      await core.open();
    });
    await flush();
    expect(adapters[0]?.methodsCalled()).not.toContain('connect');

    await act(async () => {
      fireEvent.click(await screen.findByTestId('wallet-io.metamask'));
    });
    await flush();

    expect(get(RouterStore).current()).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', namespace: 'eip155', walletName: 'MetaMask' },
    });
    expect(adapters[0]?.methodsCalled()).toContain('connect');
  });

  it('without the allWallets feature and with nothing to list, says no wallet is available', async () => {
    const registry = new ScriptedWalletRegistry([]);
    const { app } = createTestApp({
      options: { networks: [ethereum], features: { allWallets: false } },
      adapters: [new FakeChainAdapter('eip155', [])],
      walletRegistry: registry,
      // Without a project id there is no WalletConnect either.
      walletConnect: false,
    });
    renderInApp(<ConnectView />, app);
    await flush();
    expect(screen.getByTestId('view-Connect').textContent).toContain(
      'No wallets are available on this site.',
    );
    expect(screen.queryByTestId('all-wallets')).toBeNull();
  });

  it('shows the host terms and privacy links, opening in a new tab', async () => {
    const { app } = setUp({
      termsConditionsUrl: 'https://shop.example/terms',
      privacyPolicyUrl: 'https://shop.example/privacy',
    });
    renderInApp(<ConnectView />, app);
    await flush();
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    expect(terms.getAttribute('href')).toBe('https://shop.example/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      'https://shop.example/privacy',
    );
    expect(screen.getByTestId('legal-notice').textContent).toContain(
      'By connecting your wallet, you agree to our Terms of Service',
    );
  });

  it.each([
    ['shows no legal notice when the host set no links', {}, 0],
    ['shows one link when only one is set', { privacyPolicyUrl: 'https://shop.example/privacy' }, 1],
  ])('%s', async (_case, options: Partial<KeyportOptions>, links) => {
    const { app } = setUp(options);
    renderInApp(<ConnectView />, app);
    await flush();
    expect(screen.queryByTestId('legal-notice') !== null).toBe(links > 0);
    expect(screen.queryAllByRole('link')).toHaveLength(links);
  });
});

describe('REFERENCE §5 features.legalCheckbox: the visitor agrees before picking a wallet', () => {
  const legal = { termsConditionsUrl: 'https://shop.example/terms', features: { legalCheckbox: true } };

  it('keeps every wallet and "All wallets" disabled until the checkbox is ticked', async () => {
    const { app } = setUp(legal);
    renderInApp(<ConnectView />, app);
    await flush();
    const checkbox = screen.getByTestId('legal-checkbox') as HTMLInputElement;
    expect(screen.getByLabelText(/I agree to the Terms of Service/)).toBe(checkbox);
    const rows = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect((row as HTMLButtonElement).matches(':disabled')).toBe(true);

    fireEvent.click(checkbox);
    for (const row of rows) expect((row as HTMLButtonElement).matches(':disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('wallet-io.metamask'));
    await flush();
    expect(app.resolve(RouterStore).current().view).toBe('ConnectingExternal');
  });

  it.each([
    ['is a plain notice without the feature', { termsConditionsUrl: 'https://shop.example/terms' }],
    ['asks nothing without a legal link', { features: { legalCheckbox: true } }],
  ])('%s: no checkbox, the wallets can be picked', async (_case, options: Partial<KeyportOptions>) => {
    const { app } = setUp(options);
    renderInApp(<ConnectView />, app);
    await flush();
    expect(screen.queryByTestId('legal-checkbox')).toBeNull();
    expect((screen.getByTestId('wallet-io.metamask') as HTMLButtonElement).matches(':disabled')).toBe(false);
  });
});

describe('the first frame of the Connect view (first-view benchmark: rows shown at once do not move)', () => {
  /** The list's items, each as the node it is and what it shows. */
  function listItems(): { readonly node: Element; readonly id: string }[] {
    return Array.from(screen.getByRole('list', { name: 'Wallets' }).children).map((node) => ({
      node,
      id:
        node.getAttribute('data-testid') ??
        node.querySelector('[data-testid]')?.getAttribute('data-testid') ??
        '',
    }));
  }

  it('holds the places of the explorer rows to come, hidden from assistive technology, and fills them without moving the others', async () => {
    const { app, registry } = setUp();
    registry.hold();
    renderInApp(<ConnectView />, app);
    await flush();
    const first = listItems();
    expect(first.map((item) => item.id)).toEqual([
      'wallet-walletConnect',
      'wallet-io.metamask',
      'row-to-come',
      'row-to-come',
      'row-to-come',
      'all-wallets',
    ]);
    expect(
      screen.getAllByTestId('row-to-come').every((row) => row.getAttribute('aria-hidden') === 'true'),
    ).toBe(true);
    expect(tileIds()).toEqual(['wallet-walletConnect', 'wallet-io.metamask', 'all-wallets']);

    await act(async () => {
      for (const held of registry.held.splice(0)) held.release();
    });
    await flush();
    const filled = listItems();
    expect(filled.map((item) => item.id)).toEqual([
      'wallet-walletConnect',
      'wallet-io.metamask',
      'wallet-rainbow',
      'wallet-trust',
      'wallet-ledger',
      'all-wallets',
    ]);
    // The rows shown first are the same nodes at the same places: nothing above or around them moved.
    for (const index of [0, 1, 5]) expect(filled[index]?.node).toBe(first[index]?.node);
  });
});
