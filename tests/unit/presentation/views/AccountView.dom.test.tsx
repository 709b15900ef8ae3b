/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AccountStore } from '../../../../application/account/AccountStore';
import { AccountViewStore } from '../../../../application/account-view/AccountViewStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { NetworkService } from '../../../../application/network/NetworkService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { type Transaction } from '../../../../domain/transaction/Transaction';
import { AccountView } from '../../../../presentation/views/account/AccountView';
import { WalletFeatureButtons } from '../../../../presentation/views/account/WalletFeatureButtons';
import { walletFeatureView } from '../../../../presentation/views/account/walletFeatureViews';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { LIST_ROWS_SHOWN } from '../../../../domain/constants/limits';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../support/presentationApp';
import { expectCopyWithSnackbar } from '../support/expectCopyWithSnackbar';

afterEach(destroyTestApps);

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

function token(symbol: string, numeric: string, value: number): TokenBalance {
  return {
    name: `${symbol} token`,
    symbol,
    chainId: 'eip155:1',
    address: `eip155:1:0x${symbol.toLowerCase().padEnd(40, '0')}`,
    value,
    price: 1,
    quantity: { decimals: 18, numeric },
    iconUrl: `https://icons.example/${symbol}.png`,
  };
}

function transfer(id: string, operationType: string, numeric: string, status = 'confirmed'): Transaction {
  return {
    id,
    metadata: {
      operationType,
      hash: `0x${id}`,
      chain: 'eip155:1',
      minedAt: '2025-11-14T10:00:00Z',
      sentFrom: ADDRESS,
      sentTo: '0x2222222222222222222222222222222222222222',
      status,
      nonce: 1,
    },
    transfers: [
      {
        fungible_info: { name: 'Dev Dai', symbol: 'DDAI', icon: { url: 'https://icons.example/DDAI.png' } },
        direction: operationType === 'receive' ? 'in' : 'out',
        quantity: { numeric },
      },
    ],
  };
}

function connectedApp(
  patch: Parameters<AccountStore['patchAccount']>[1] = {},
  options: Partial<KeyportOptions> = {},
) {
  const testApp = createTestApp({ options: { networks: [ethereum], ...options } });
  arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), ADDRESS);
  testApp.get(AccountStore).patchAccount('eip155', patch);
  return testApp;
}

describe('Account view', () => {
  it('shows the shortened address with the full one as its title, the balance and the explorer link', async () => {
    const { app } = connectedApp({
      balance: '1.23456789',
      balanceSymbol: 'ETH',
      addressExplorerUrl: `https://etherscan.io/address/${ADDRESS}`,
    });
    renderInApp(<AccountView />, app);
    const address = screen.getByTestId('account-address');
    expect(address.textContent).toBe('0x1234...abcdef');
    expect(address.getAttribute('title')).toBe(ADDRESS);
    // SPEC §9: balances floor to 3 decimals.
    expect(screen.getByTestId('account-balance').textContent).toBe('1.234 ETH');
    const explorer = screen.getByRole('link', { name: /Block explorer/ });
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`);
    expect(explorer.getAttribute('target')).toBe('_blank');
    // A generated avatar stands in for a missing profile image.
    expect(screen.getByTestId('view-Account').querySelector('span.kp-avatar')).not.toBeNull();
  });

  it('shows the profile name and image from the identity when there is one', async () => {
    const { app } = connectedApp({ profileName: 'ada.eth', profileImage: 'https://img.example/ada.png' });
    renderInApp(<AccountView />, app);
    expect(screen.getByTestId('account-address').textContent).toBe('ada.eth');
    expect(screen.getByTestId('view-Account').querySelector('img.kp-avatar')?.getAttribute('src')).toBe(
      'https://img.example/ada.png',
    );
  });

  it('copies the address and says so in the snackbar; a refused clipboard says that instead', async () => {
    const { app, get } = connectedApp();
    renderInApp(<AccountView />, app);
    await expectCopyWithSnackbar({
      button: 'Copy address',
      copied: ADDRESS,
      success: 'Address copied',
      failure: 'The address could not be copied',
      snackbar: get(SnackbarStore),
      beforeSecondPress: () => get(SnackbarStore).set({ open: false }),
    });
  });

  it('Tokens tab: each token from the blockchain API with amount (SPEC §9 floor) and USD worth, and the total', async () => {
    const { app, blockchainApi } = connectedApp();
    blockchainApi.answers.balances = [token('DDAI', '12.56789', 12.56789), token('DUSDC', '3', 3)];
    renderInApp(<AccountView />, app);
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    await flush();
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true');
    const row = screen.getByTestId('token-DDAI');
    expect(row.textContent).toContain('DDAI token');
    expect(row.textContent).toContain('12.567 DDAI');
    expect(row.textContent).toContain('$12.57');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://icons.example/DDAI.png');
    expect(screen.getByTestId('account-total').textContent).toBe('Total value $15.57');
  });

  it('Hostile input §3: a token list past LIST_ROWS_SHOWN renders that many rows and says how many more there are', async () => {
    const { app, blockchainApi } = connectedApp();
    blockchainApi.answers.balances = Array.from({ length: LIST_ROWS_SHOWN + 250 }, (_, index) => ({
      ...token(`T${index}`, '1', 1),
      address: `eip155:1:0x${index.toString(16).padStart(40, '0')}`,
    }));
    renderInApp(<AccountView />, app);
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    await flush();
    expect(screen.getByTestId('token-list').querySelectorAll('li')).toHaveLength(LIST_ROWS_SHOWN);
    expect(screen.getByTestId('tokens-not-shown').textContent).toBe('250 more tokens are not listed here.');
    expect(screen.getByTestId('account-total').textContent).toBe('Total value $350.00');
  });

  it('a list that fits says nothing more', async () => {
    const { app, get } = connectedApp();
    renderInApp(<AccountView />, app);
    act(() => get(AccountViewStore).set({ tokens: [], tokensNotShown: 0 }));
    expect(screen.queryByTestId('tokens-not-shown')).toBeNull();
    act(() => get(AccountViewStore).set({ nftsNotShown: 3 }));
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
    });
    expect(screen.getByTestId('nfts-not-shown').textContent).toBe('3 more NFTs are not shown here.');
  });

  it('Tokens tab while loading and when empty', async () => {
    const { app, get } = connectedApp();
    act(() => get(AccountViewStore).set({ tokensLoading: true }));
    renderInApp(<AccountView />, app);
    expect(screen.getByRole('tabpanel').querySelector('[role="status"]')?.textContent).toBe('Loading tokens');
    act(() => get(AccountViewStore).set({ tokensLoading: false }));
    expect(screen.getByRole('tabpanel').textContent).toContain('No tokens to show yet.');
  });

  it('the tabs are an ARIA tab list: arrow keys, Home and End move and open tabs', async () => {
    const { app, get } = connectedApp();
    act(() =>
      get(AccountViewStore).set({
        nfts: [{ id: 'n1', name: 'Keyport Collectible #1', imageUrl: 'https://nft.example/1.png' }],
      }),
    );
    renderInApp(<AccountView />, app);
    const tokens = screen.getByRole('tab', { name: 'Tokens' });
    expect(tokens.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'NFTs' }).tabIndex).toBe(-1);
    tokens.focus();
    await act(async () => {
      fireEvent.keyDown(tokens, { key: 'ArrowRight' });
    });
    const nfts = screen.getByRole('tab', { name: 'NFTs' });
    expect(document.activeElement).toBe(nfts);
    expect(nfts.getAttribute('aria-selected')).toBe('true');
    expect(get(AccountStore).account('eip155').currentTab).toBe('NFTs');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(nfts.id);
    expect(within(panel).getByText('Keyport Collectible #1')).toBeTruthy();

    await act(async () => {
      fireEvent.keyDown(nfts, { key: 'End' });
    });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }));
    await act(async () => {
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    });
    expect(document.activeElement).toBe(tokens);
    await act(async () => {
      fireEvent.keyDown(tokens, { key: 'ArrowLeft' });
    });
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    });
    expect(document.activeElement).toBe(tokens);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
    });
    expect(get(AccountStore).account('eip155').currentTab).toBe('NFTs');
  });

  it('Activity tab: rows with sign, amount and date, and "Load more" by cursor until the last page', async () => {
    const { app, get, blockchainApi } = connectedApp();
    get(AccountStore).patchAccount('eip155', { currentTab: 'Activity' });
    blockchainApi.answers.transactions = {
      data: [transfer('t1', 'receive', '5'), transfer('t2', 'send', '1.23456', 'failed')],
      next: 'cursor-2',
    };
    renderInApp(<AccountView />, app);
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    await flush();
    let rows = screen.getAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Received');
    expect(rows[0]?.textContent).toContain('+5.000 DDAI');
    expect(rows[0]?.textContent).toContain('Nov 14, 2025');
    expect(rows[1]?.textContent).toContain('Sent');
    expect(rows[1]?.textContent).toContain('1.235 DDAI');
    expect(rows[1]?.textContent).toContain('Failed');

    blockchainApi.answers.transactions = { data: [transfer('t3', 'mint', '1')], next: null };
    const loadMore = screen.getByTestId('activity-load-more');
    loadMore.focus();
    await act(async () => {
      fireEvent.click(loadMore);
    });
    await flush();
    rows = screen.getAllByTestId('activity-row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('Minted');
    expect(blockchainApi.callsOf('getTransactions').at(-1)?.[0]).toMatchObject({ cursor: 'cursor-2' });
    // The last page: no more button, and focus is on the list rather than lost.
    expect(screen.queryByTestId('activity-load-more')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('Activity tab: a row without a transfer image shows the icon of its kind, never an empty disc', async () => {
    const { app, get, blockchainApi } = connectedApp();
    get(AccountStore).patchAccount('eip155', { currentTab: 'Activity' });
    const withoutTransfers = (id: string, operationType: string): Transaction => ({
      ...transfer(id, operationType, '0'),
      transfers: [],
    });
    blockchainApi.answers.transactions = {
      data: [
        withoutTransfers('t1', 'deploy'),
        withoutTransfers('t2', 'execute'),
        withoutTransfers('t3', 'teleport'),
        transfer('t4', 'receive', '5'),
      ],
      next: null,
    };
    renderInApp(<AccountView />, app);
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    await flush();
    const rows = screen.getAllByTestId('activity-row');
    const kindOf = (row: HTMLElement | undefined) =>
      row?.querySelector('.kp-activity-icon')?.getAttribute('data-activity-kind');
    expect(rows.map((row) => row.querySelector('.kp-row-title')?.textContent)).toEqual([
      'Deployed',
      'Contract call',
      'Teleport',
      'Received',
    ]);
    expect(rows.slice(0, 3).map(kindOf)).toEqual(['deploy', 'execute', 'teleport']);
    for (const row of rows.slice(0, 3)) expect(row.querySelector('.kp-activity-icon svg')).not.toBeNull();
    // Each kind its own drawing; an unknown one the plain transaction icon.
    const drawings = rows.slice(0, 3).map((row) => row.querySelector('.kp-activity-icon svg')?.innerHTML);
    expect(new Set(drawings).size).toBe(3);
    // A transfer with its token's image keeps the image.
    expect(rows[3]?.querySelector('img')?.getAttribute('src')).toBe('https://icons.example/DDAI.png');
    expect(rows[3]?.querySelector('.kp-activity-icon')).toBeNull();
  });

  it('Activity tab when empty', async () => {
    const { app, get } = connectedApp({ currentTab: 'Activity' });
    renderInApp(<AccountView />, app);
    expect(get(AccountViewStore).get().activity).toHaveLength(0);
    expect(screen.getByRole('tabpanel').textContent).toContain('No activity yet.');
  });

  it('NFTs tab when empty', async () => {
    const { app } = connectedApp({ currentTab: 'NFTs' });
    renderInApp(<AccountView />, app);
    expect(screen.getByRole('tabpanel').textContent).toContain('No NFTs to show yet.');
  });

  it('SPEC §1 features.history false: no NFTs or Activity tab (both read the history), even for an account that was on Activity', async () => {
    const { app, blockchainApi } = connectedApp({ currentTab: 'Activity' }, { features: { history: false } });
    blockchainApi.answers.transactions = { data: [transfer('t1', 'receive', '5')], next: null };
    renderInApp(<AccountView />, app);
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    await flush();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('No activity yet.')).toBeNull();
    const tokens = screen.getByRole('region', { name: 'Tokens' });
    expect(within(tokens).getByTestId('account-total')).toBeTruthy();
    expect(blockchainApi.callsOf('getTransactions')).toEqual([]);
  });

  it('names the network without a control when it is the only one (nowhere else to switch to)', () => {
    const { app } = connectedApp();
    renderInApp(<AccountView />, app);
    const network = screen.getByTestId('account-network');
    expect(network.tagName).toBe('P');
    expect(network.textContent).toBe('Ethereum');
  });

  it('REFERENCE §5 network selection: with more networks the network chip opens the Networks view (a site with only the account button still lets visitors switch)', async () => {
    const { app, get } = connectedApp({}, { networks: [ethereum, arbitrum] });
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    renderInApp(<AccountView />, app);
    const chip = screen.getByRole('button', { name: 'Ethereum, switch network' });
    await act(async () => {
      fireEvent.click(chip);
    });
    expect(
      get(RouterStore)
        .get()
        .history.map((entry) => entry.view),
    ).toEqual(['Account', 'Networks']);
  });

  it('SPEC §4: on a network the site does not support, the card says so and "Switch network" opens the Networks view', async () => {
    const { app, get } = connectedApp();
    await act(async () => {
      get(NetworkService).applySwitch(sepolia);
      await app.core.open({ view: 'Account' });
    });
    renderInApp(<AccountView />, app);
    const warning = screen.getByTestId('account-network-unsupported');
    expect(warning.textContent).toBe('Sepolia is not supported on this site.Switch network');
    expect(screen.queryByTestId('account-network')).toBeNull();
    await act(async () => {
      fireEvent.click(within(warning).getByRole('button', { name: 'Switch network' }));
    });
    expect(get(RouterStore).current().view).toBe('Networks');
  });

  it('keeps Disconnect in reach: in the account card beside copy and explorer, before the features and every tab', () => {
    const { app } = connectedApp({ addressExplorerUrl: `https://etherscan.io/address/${ADDRESS}` });
    renderInApp(<AccountView />, app);
    const disconnect = screen.getByRole('button', { name: 'Disconnect' });
    const card = disconnect.closest('section');
    expect(card?.querySelector('[data-testid="account-address"]')).not.toBeNull();
    const actions = Array.from(disconnect.parentElement?.children ?? []).map(
      (element) => element.textContent,
    );
    expect(actions).toEqual(['Copy address', 'Block explorer (opens in a new tab)', 'Disconnect']);
    const following = (element: Element) =>
      disconnect.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(following(screen.getByTestId('wallet-features'))).toBeTruthy();
    expect(following(screen.getByRole('tablist'))).toBeTruthy();
  });

  it('disconnect disconnects every namespace and closes the modal', async () => {
    const { app, get, adapters } = connectedApp();
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    renderInApp(<AccountView />, app);
    await act(async () => {
      fireEvent.click(screen.getByTestId('disconnect-button'));
    });
    await flush();
    expect(adapters[0]?.methodsCalled()).toContain('disconnect');
    expect(get(AccountStore).account('eip155').status).toBe('disconnected');
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('says no wallet is connected when opened without one', () => {
    const { app } = createTestApp();
    renderInApp(<AccountView />, app);
    expect(screen.getByTestId('view-Account').textContent).toBe('No wallet is connected.');
  });

  it('offers a wallet feature only when its view exists in this modal (receive always does)', async () => {
    const { app } = connectedApp();
    renderInApp(<AccountView />, app);
    for (const feature of ['onramp', 'swaps', 'receive', 'send'] as const) {
      const offered = screen.queryByTestId(`wallet-feature-${feature}`) !== null;
      expect([feature, offered]).toEqual([feature, walletFeatureView(feature) !== undefined]);
    }
    expect(screen.getByTestId('wallet-feature-receive')).not.toBeNull();
  });
});

describe('wallet feature buttons', () => {
  it('SPEC §2: one button per feature, in the order given', () => {
    const selected: string[] = [];
    const { app } = createTestApp();
    renderInApp(
      <WalletFeatureButtons
        features={['onramp', 'swaps', 'receive', 'send']}
        onSelect={(feature) => selected.push(feature)}
      />,
      app,
    );
    const list = screen.getByRole('list', { name: 'Wallet features' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Buy crypto', 'Swap', 'Receive', 'Send']);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(selected).toEqual(['swaps']);
  });
});
