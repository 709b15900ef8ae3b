/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AccountStore } from '../../../../application/account/AccountStore';
import { AccountViewService } from '../../../../application/account-view/AccountViewService';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { CACHE_LIFETIME_MS, TIMING_MS } from '../../../../domain/constants/timing';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { type Transaction } from '../../../../domain/transaction/Transaction';
import { AccountView } from '../../../../presentation/views/account/AccountView';
import { ethereum } from '../../../fixtures/networks';
import { nft } from '../../application/account-view/accountViewFixtures';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import {
  createTestApp,
  destroyTestApps,
  flush,
  type PresentationTestApp,
  renderInApp,
} from '../support/presentationApp';

afterEach(destroyTestApps);

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

const ddai: TokenBalance = {
  name: 'Dev Dai',
  symbol: 'DDAI',
  chainId: 'eip155:1',
  address: 'eip155:1:0x00000000000000000000000000000000000000dd',
  value: 12.5,
  price: 1,
  quantity: { decimals: 18, numeric: '12.5' },
  iconUrl: 'https://icons.example/DDAI.png',
};

const received: Transaction = {
  id: 't1',
  metadata: {
    operationType: 'receive',
    hash: '0xt1',
    chain: 'eip155:1',
    minedAt: '2025-11-14T10:00:00Z',
    sentFrom: '0x2222222222222222222222222222222222222222',
    sentTo: ADDRESS,
    status: 'confirmed',
    nonce: 1,
  },
  transfers: [
    {
      fungible_info: { name: 'Dev Dai', symbol: 'DDAI', icon: { url: 'https://icons.example/DDAI.png' } },
      direction: 'in',
      quantity: { numeric: '5' },
    },
  ],
};

const heldNft: Transaction = {
  ...received,
  id: 't2',
  transfers: [nft('Keyport Collectible #1', 'in')],
};

/** The Account view of a connected visitor, after the first open of the modal loaded its tabs. */
async function shownWith(arrange: (testApp: PresentationTestApp) => void): Promise<PresentationTestApp> {
  const testApp = createTestApp({ options: { networks: [ethereum] } });
  arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), ADDRESS);
  arrange(testApp);
  renderInApp(<AccountView />, testApp.app);
  await act(async () => {
    await testApp.core.open({ view: 'Account' });
  });
  await flush();
  return testApp;
}

function panel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

describe('Account view: a tab that could not load says so (Hostile input §1)', () => {
  it('Hostile input §1 / SPEC §8: failed balances read as a failure, not "$0.00" and "No tokens"', async () => {
    await shownWith(({ blockchainApi }) => blockchainApi.failNext('getBalances', new HttpStatusError(503)));

    expect(screen.getByTestId('account-total').textContent).toBe('Total value unavailable');
    expect(panel().textContent).toContain('Token balances could not be loaded.');
    expect(panel().textContent).not.toContain('No tokens to show yet.');
    expect(panel().textContent).not.toContain('$0.00');
  });

  it('SPEC §9: Retry says when it can be used, does nothing before, and reads the balances after the gap', async () => {
    const { blockchainApi, clock } = await shownWith(({ blockchainApi: api }) =>
      api.failNext('getBalances', new HttpStatusError(503)),
    );
    blockchainApi.answers.balances = [ddai];
    const retry = screen.getByTestId('tokens-failed-retry');
    expect(retry.textContent).toBe('Retry in 30 s');
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    // The button is described by the failure it retries.
    const description = document.getElementById(retry.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Token balances could not be loaded.');

    await act(async () => {
      fireEvent.click(retry);
    });
    expect(blockchainApi.callsOf('getBalances')).toHaveLength(1);

    act(() => clock.advance(TIMING_MS.balanceRetryGap - 1_000));
    expect(screen.getByTestId('tokens-failed-retry').textContent).toBe('Retry in 1 s');
    act(() => clock.advance(1_000));
    const ready = screen.getByTestId('tokens-failed-retry');
    expect(ready.textContent).toBe('Retry');
    expect(ready.getAttribute('aria-disabled')).toBe('false');

    ready.focus();
    await act(async () => {
      fireEvent.click(ready);
    });
    await flush();

    expect(blockchainApi.callsOf('getBalances')).toHaveLength(2);
    expect(screen.getByTestId('token-DDAI').textContent).toContain('12.5 DDAI');
    expect(screen.getByTestId('account-total').textContent).toBe('Total value $12.50');
    // The button went away; focus stays in the tab rather than falling to the page.
    expect(document.activeElement).toBe(panel());
  });

  it('SPEC §9: the last known balances are still listed under the failure, marked as such', async () => {
    const { blockchainApi, clock, get } = await shownWith(({ blockchainApi: api }) => {
      api.answers.balances = [ddai];
    });
    act(() => clock.advance(CACHE_LIFETIME_MS.balance));
    blockchainApi.failNext('getBalances', new HttpStatusError(503));

    await act(async () => {
      await get(AccountViewService).refresh();
    });

    expect(panel().textContent).toContain('Token balances could not be loaded.');
    expect(panel().textContent).toContain('Last known balances:');
    expect(screen.getByTestId('token-DDAI').textContent).toContain('12.5 DDAI');
    expect(screen.getByTestId('account-total').textContent).toBe('Total value unavailable');
  });

  it('SPEC §7: a network the API serves no balances on says so, with nothing to retry', async () => {
    await shownWith(({ blockchainApi }) => {
      blockchainApi.answers.supportedChains = { http: ['eip155:42161'], ws: [] };
    });

    expect(panel().textContent).toContain('Token balances are not available on this network.');
    expect(screen.queryByTestId('tokens-failed-retry')).toBeNull();
    expect(screen.getByTestId('account-total').textContent).toBe('Total value unavailable');
  });

  it('Hostile input §1 / SPEC §8: a history that failed reads as a failure with Retry, not "No activity yet"', async () => {
    const { blockchainApi } = await shownWith(({ blockchainApi: api, get }) => {
      api.failNext('getTransactions', new HttpStatusError(500));
      get(AccountStore).patchAccount('eip155', { currentTab: 'Activity' });
    });
    expect(panel().textContent).toContain('Activity could not be loaded.');
    expect(panel().textContent).not.toContain('No activity yet.');

    blockchainApi.answers.transactions = { data: [received], next: null };
    await act(async () => {
      fireEvent.click(screen.getByTestId('activity-failed-retry'));
    });
    await flush();

    expect(screen.getAllByTestId('activity-row')).toHaveLength(1);
    expect(screen.queryByTestId('activity-failed')).toBeNull();
  });

  it('SPEC §4/§8: a later page that failed keeps the rows and offers Retry under them', async () => {
    const { blockchainApi } = await shownWith(({ blockchainApi: api, get }) => {
      api.answers.transactions = { data: [received], next: 'cursor-2' };
      get(AccountStore).patchAccount('eip155', { currentTab: 'Activity' });
    });
    blockchainApi.failNext('getTransactions', new HttpStatusError(500));
    await act(async () => {
      fireEvent.click(screen.getByTestId('activity-load-more'));
    });
    await flush();

    expect(screen.getAllByTestId('activity-row')).toHaveLength(1);
    expect(screen.queryByTestId('activity-load-more')).toBeNull();
    const failure = screen.getByTestId('activity-failed');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('SPEC §8: each failure is told once in the snackbar, in SPEC words: a failure held by the retry gap is not told again', async () => {
    const { get, clock } = await shownWith(({ blockchainApi }) =>
      blockchainApi.failNext('getBalances', new HttpStatusError(503)),
    );
    expect(get(SnackbarStore).get()).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
      variant: 'error',
    });
    act(() => get(SnackbarStore).set({ open: false }));

    // The account is read again within the gap: the same failure stands, and is not told twice.
    await act(async () => {
      await get(AccountViewService).refresh();
    });
    act(() => clock.advance(5_000));
    expect(screen.getByTestId('tokens-failed')).not.toBeNull();
    expect(get(SnackbarStore).get().open).toBe(false);
  });

  it('SPEC §8: a failure that happened while the Account view was not shown is told when it is, and only then', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] } });
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), ADDRESS);
    testApp.blockchainApi.failNext('getTransactions', new HttpStatusError(500));
    await act(async () => {
      await testApp.core.open({ view: 'Networks' });
    });
    await flush();
    expect(testApp.get(SnackbarStore).get().open).toBe(false);

    const shown = renderInApp(<AccountView />, testApp.app);
    await flush();
    expect(testApp.get(SnackbarStore).get().message).toBe('Failed to fetch transactions');
    act(() => testApp.get(SnackbarStore).set({ open: false }));
    shown.unmount();
    renderInApp(<AccountView />, testApp.app);
    await flush();
    expect(testApp.get(SnackbarStore).get().open).toBe(false);
  });

  it('Hostile input §1 / SPEC §8: NFTs whose history could not be read say so with Retry, not "No NFTs to show yet"', async () => {
    const { blockchainApi } = await shownWith(() => undefined);
    blockchainApi.failNext('getTransactions', new HttpStatusError(500));
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
    });
    await flush();
    expect(panel().textContent).toContain('NFTs could not be loaded.');
    expect(panel().textContent).not.toContain('No NFTs to show yet.');

    blockchainApi.answers.transactions = { data: [heldNft], next: null };
    await act(async () => {
      fireEvent.click(screen.getByTestId('nfts-failed-retry'));
    });
    // The NFTs are read again through the history's pages: let every promise of it settle.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('nfts-failed')).toBeNull();
    expect(within(screen.getByTestId('nft-grid')).getByText('Keyport Collectible #1')).toBeTruthy();
  });
});

describe('Account view: the tabs load with their code, the header at once', () => {
  it('before the tabs are loaded the header shows and the tabs say they are loading, then appear', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] }, enableFeatures: false });
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), ADDRESS);
    renderInApp(<AccountView />, testApp.app);
    expect(screen.getByTestId('account-address').textContent).toBe('0x1234...abcdef');
    expect(screen.getByRole('status').textContent).toBe('Loading assets and activity');
    expect(screen.queryByRole('tablist')).toBeNull();
    await flush();
    await flush();
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true');
  });
});
