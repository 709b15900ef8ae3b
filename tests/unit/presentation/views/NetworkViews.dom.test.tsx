/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { NetworkService } from '../../../../application/network/NetworkService';
import { RouterService } from '../../../../application/router/RouterService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { NetworksView } from '../../../../presentation/views/networks/NetworksView';
import { UnsupportedChainView } from '../../../../presentation/views/networks/UnsupportedChainView';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../support/presentationApp';

afterEach(destroyTestApps);

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

const custom = {
  ...sepolia,
  id: 777,
  caipNetworkId: 'eip155:777' as const,
  name: 'Devnet',
  assets: { imageUrl: 'https://img.example/devnet.png' },
};

function networkButtons(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button');
}

describe('Networks view (SPEC §4 switching the active network)', () => {
  it('lists the configured networks with icons, the active one marked aria-current', () => {
    const { app } = createTestApp({ options: { networks: [ethereum, arbitrum, custom] } });
    renderInApp(<NetworksView />, app);
    expect(screen.getByTestId('view-Networks')).toBeTruthy();
    const buttons = networkButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(['EthereumActive', 'Arbitrum One', 'Devnet']);
    expect(buttons[0]?.getAttribute('aria-current')).toBe('true');
    expect(buttons[1]?.getAttribute('aria-current')).toBeNull();
    // Built-in marks for known networks, the host's image otherwise.
    expect(buttons[0]?.querySelector('svg circle')).not.toBeNull();
    expect(buttons[2]?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/devnet.png');
  });

  it('REFERENCE §5 chainImages: the site’s image for a chain id replaces the icon', () => {
    const { app } = createTestApp({
      options: { networks: [ethereum, arbitrum], chainImages: { 42161: 'https://img.example/arb.png' } },
    });
    renderInApp(<NetworksView />, app);
    const buttons = networkButtons();
    expect(buttons[0]?.querySelector('img')).toBeNull();
    expect(buttons[1]?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/arb.png');
  });

  it('choosing a network switches to it and goes back (closing when it opened here)', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    await act(async () => {
      await app.core.open({ view: 'Networks' });
    });
    renderInApp(<NetworksView />, app);
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-eip155:42161'));
    });
    await flush();
    expect(get(ChainStore).get().activeCaipNetwork?.caipNetworkId).toBe('eip155:42161');
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('with a connected wallet the wallet switches first; a refusal keeps the view and the network', async () => {
    const adapter = new FakeChainAdapter('eip155');
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] }, adapters: [adapter] });
    arrangeConnected(
      { get },
      ethereum,
      aConnector('eip155', 'ANNOUNCED', 'io.rabby'),
      '0x1111111111111111111111111111111111111111',
    );
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    renderInApp(<NetworksView />, app);
    adapter.failures.set('switchNetwork', new Error('User rejected the request.'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-eip155:42161'));
    });
    await flush();
    expect(adapter.methodsCalled()).toContain('switchNetwork');
    expect(get(ChainStore).get().activeCaipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(get(ModalStore).get().open).toBe(true);
  });

  it('choosing the active network only goes back', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    act(() => get(RouterService).push({ view: 'Networks' }));
    renderInApp(<NetworksView />, app);
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-eip155:1'));
    });
    expect(get(RouterStore).current().view).toBe('Account');
  });

  it('arrow keys move through the networks', () => {
    const { app } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    renderInApp(<NetworksView />, app);
    const [first, second] = networkButtons();
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
  });
});

describe('UnsupportedChain view (SPEC §4)', () => {
  it('asks to switch network and lists the networks that work', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    // The wallet moved to a network the site does not offer (the host API refuses to go there).
    await act(async () => {
      get(NetworkService).applySwitch(sepolia);
      await Promise.resolve();
    });
    expect(get(RouterStore).current().view).toBe('UnsupportedChain');
    renderInApp(<UnsupportedChainView />, app);
    const view = screen.getByTestId('view-UnsupportedChain');
    expect(view.textContent).toContain('Switch network');
    expect(networkButtons().map((button) => button.getAttribute('data-testid'))).toEqual([
      'network-eip155:1',
      'network-eip155:42161',
    ]);
    // SPEC §2: with UnsupportedChain in the history, going back after the switch closes the modal.
    await act(async () => {
      fireEvent.click(screen.getByTestId('network-eip155:1'));
    });
    await flush();
    expect(get(ChainStore).get().activeCaipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('shows the network the wallet is on first, marked "Not supported" and no choice; none of the site\'s is active; Disconnect disconnects and closes', async () => {
    const adapter = new FakeChainAdapter('eip155');
    const testApp = createTestApp({ adapters: [adapter], options: { networks: [ethereum, arbitrum] } });
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), ADDRESS);
    await act(async () => {
      testApp.get(NetworkService).applySwitch(sepolia);
      await Promise.resolve();
    });
    renderInApp(<UnsupportedChainView />, testApp.app);
    const current = screen.getByTestId('network-unsupported');
    expect(current.tagName).not.toBe('BUTTON');
    expect(current.textContent).toBe('SepoliaYour wallet is on this networkNot supported');
    expect(screen.getByRole('list', { name: 'Networks' }).firstElementChild?.contains(current)).toBe(true);
    expect(networkButtons().filter((button) => button.getAttribute('aria-current') !== null)).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    });
    await flush();
    expect(adapter.methodsCalled()).toContain('disconnect');
    expect(testApp.get(ModalStore).get().open).toBe(false);
    // SPEC §4: the move to a network the site did not configure is undone once disconnected.
    expect(testApp.get(ChainStore).get().activeCaipNetwork?.caipNetworkId).toBe('eip155:1');
  });

  it('the Networks view marks the unsupported network the same way', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    get(NetworkService).applySwitch(sepolia);
    renderInApp(<NetworksView />, app);
    expect(screen.getByTestId('network-unsupported').textContent).toContain('Not supported');
    expect(networkButtons().map((button) => button.getAttribute('aria-current'))).toEqual([null, null]);
  });
});
