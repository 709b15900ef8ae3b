/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../application/router/RouterStore';
import { WALLET_SEARCH_DEBOUNCE_MS } from '../../../../domain/wallet/WalletPageSizes';
import { AllWalletsView } from '../../../../presentation/views/connect/AllWalletsView';
import { ethereum } from '../../../fixtures/networks';
import { generatedWallets, ScriptedWalletRegistry } from '../../application/wallets/walletFixtures';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../support/presentationApp';

afterEach(destroyTestApps);

// 45 wallets: a first page of 40 (REFERENCE §7) and 5 more; every third one certified.
const wallets = generatedWallets(45, (index) => (index % 3 === 0 ? { badge_type: 'certified' } : {}));

function setUp(registry = new ScriptedWalletRegistry(wallets)) {
  return { ...createTestApp({ options: { networks: [ethereum] }, walletRegistry: registry }), registry };
}

function tiles(): HTMLElement[] {
  return Array.from(screen.getByRole('list', { name: 'Wallets' }).querySelectorAll('button'));
}

describe('AllWallets view (REFERENCE §7)', () => {
  it('opens on the first page of 40 wallets, each a tile with image and name', async () => {
    const { app } = setUp();
    renderInApp(<AllWalletsView />, app);
    expect(screen.getByTestId('view-AllWallets')).toBeTruthy();
    await flush();
    expect(tiles()).toHaveLength(40);
    const first = screen.getByTestId('wallet-w1');
    expect(first.textContent).toBe('Wallet 1');
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      'https://explorer.example/getWalletImage/img-1',
    );
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('40 wallets listed');
  });

  it('"Load more" appends the next page and moves focus to its first wallet', async () => {
    const { app } = setUp();
    renderInApp(<AllWalletsView />, app);
    await flush();
    const loadMore = screen.getByTestId('all-wallets-load-more');
    loadMore.focus();
    await act(async () => {
      fireEvent.click(loadMore);
    });
    await flush();
    expect(tiles()).toHaveLength(45);
    expect(document.activeElement).toBe(screen.getByTestId('wallet-w41'));
    // Everything is loaded: no more button.
    expect(screen.queryByTestId('all-wallets-load-more')).toBeNull();
  });

  it('searches 300 ms after the visitor stops typing', async () => {
    const { app, clock, registry } = setUp();
    renderInApp(<AllWalletsView />, app);
    await flush();
    const search = screen.getByRole('searchbox', { name: 'Search wallets' });
    fireEvent.change(search, { target: { value: 'Wallet 4' } });
    expect((search as HTMLInputElement).value).toBe('Wallet 4');
    act(() => clock.advance(WALLET_SEARCH_DEBOUNCE_MS - 1));
    expect(registry.queries.some((query) => query.search === 'Wallet 4')).toBe(false);
    act(() => clock.advance(1));
    await flush();
    expect(registry.queries.some((query) => query.search === 'Wallet 4')).toBe(true);
    // "Wallet 4" and "Wallet 40" to "Wallet 45".
    expect(tiles().map((tile) => tile.textContent)).toEqual([
      'Wallet 4',
      ...Array.from({ length: 6 }, (_, i) => `Wallet ${40 + i}`),
    ]);
  });

  it('the certified-only switch lists certified wallets only', async () => {
    const { app } = setUp();
    renderInApp(<AllWalletsView />, app);
    await flush();
    const certified = screen.getByRole('switch', { name: 'Certified only' });
    expect((certified as HTMLInputElement).checked).toBe(false);
    await act(async () => {
      fireEvent.click(certified);
    });
    await flush();
    expect((certified as HTMLInputElement).checked).toBe(true);
    expect(tiles()).toHaveLength(15);
    expect(tiles()[0]?.textContent).toBe('Wallet 3');
  });

  it('says when nothing matches', async () => {
    const { app, clock } = setUp();
    renderInApp(<AllWalletsView />, app);
    await flush();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    act(() => clock.advance(WALLET_SEARCH_DEBOUNCE_MS));
    await flush();
    expect(tiles()).toHaveLength(0);
    expect(screen.getByTestId('view-AllWallets').textContent).toContain('No wallets found');
  });

  it('shows an error with a retry when a page fails, keeping what was loaded', async () => {
    const registry = new ScriptedWalletRegistry(wallets);
    const { app } = setUp(registry);
    let failing = true;
    registry.failWhen((query) => failing && query.entries === 40);
    renderInApp(<AllWalletsView />, app);
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The wallet list could not be loaded.');
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await flush();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tiles()).toHaveLength(40);

    failing = true;
    await act(async () => {
      fireEvent.click(screen.getByTestId('all-wallets-load-more'));
    });
    await flush();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(tiles()).toHaveLength(40);
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await flush();
    expect(tiles()).toHaveLength(45);
  });

  it('arrow keys move through the grid by tile and by row of four', async () => {
    const { app } = setUp();
    renderInApp(<AllWalletsView />, app);
    await flush();
    const first = screen.getByTestId('wallet-w1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-w2'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-w6'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-w5'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-w1'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('wallet-w40'));
  });

  it('picking a wallet that is not installed opens its connecting view', async () => {
    const { app, get } = setUp();
    renderInApp(<AllWalletsView />, app);
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-w7'));
    });
    // REFERENCE §7: a wallet that is not installed is reached by WalletConnect.
    expect(get(RouterStore).current()).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w7' },
    });
  });

  it('loads the next page when the end of the grid scrolls into sight', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element): void {
        observed.push({ callback: this.callback, target });
      }
      disconnect(): void {}
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      value: FakeIntersectionObserver,
      configurable: true,
    });
    try {
      const { app } = setUp();
      renderInApp(<AllWalletsView />, app);
      await flush();
      const sentinel = observed.at(-1);
      expect(sentinel?.target?.className).toBe('kp-sentinel');
      await act(async () => {
        sentinel?.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      await flush();
      expect(tiles()).toHaveLength(45);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
