/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { type WalletConnectSession } from '../../../../application/ports/WalletConnectClient';
import { type Connector } from '../../../../domain/connector/Connector';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { createBrowserKeyport } from '../../../../presentation/composition/createBrowserKeyport';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { ScriptedWalletRegistry, wallet } from '../../application/wallets/walletFixtures';
import { createTestApp, destroyTestApps, flushFully, renderModal } from '../support/presentationApp';

// Every module of this file, the product's included, gets the container browser builds use.
jest.mock('inversify', () => jest.requireActual('../../../../presentation/composition/lightContainer'));

afterEach(() => {
  destroyTestApps();
  window.localStorage.clear();
});

const ADDRESS = '0x1111111111111111111111111111111111111111';
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  installed: true,
};

async function click(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(await screen.findByTestId(testId));
  });
  await flushFully();
}

describe('the product composed on the light container (ARCHITECTURE "Choices": what browser builds run)', () => {
  it('the browser composition root starts, stores a network switch, restores it and opens', async () => {
    const { core: first } = createBrowserKeyport({ projectId: 'p', networks: [ethereum, arbitrum] });
    await first.switchNetwork(arbitrum);
    expect(window.localStorage.getItem(KEYPORT_STORAGE.activeCaipNetworkId.key)).toBe('"eip155:42161"');
    first.destroy();
    const { core: second } = createBrowserKeyport({ projectId: 'p', networks: [ethereum, arbitrum] });
    expect(second.getState().selectedNetworkId).toBe('eip155:42161');
    await second.open();
    expect(second.getEvent().data.event).toBe('MODAL_OPEN');
    second.destroy();
  });

  it('the modal connects an extension, loading the features its views enable, and disconnects it', async () => {
    const { core, app } = createTestApp({
      options: { networks: [ethereum] },
      adapters: [new FakeChainAdapter('eip155', [metamask], ADDRESS)],
      walletRegistry: new ScriptedWalletRegistry([wallet('rainbow', { name: 'Rainbow' })]),
    });
    renderModal(app);
    await act(() => core.open());
    await flushFully();
    expect(screen.getByTestId('wallet-rainbow')).toBeTruthy();
    await click('wallet-io.metamask');
    expect(core.getAccount()?.address).toBe(ADDRESS);
    await act(() => core.disconnect());
    expect(core.getAccount()?.isConnected).toBe(false);
  });

  it('pairs by WalletConnect from the explorer list', async () => {
    const { core, app, walletConnect } = createTestApp({
      options: { networks: [ethereum] },
      walletRegistry: new ScriptedWalletRegistry([wallet('rainbow', { name: 'Rainbow' })]),
    });
    const session: WalletConnectSession = {
      topic: 'session-topic',
      accounts: [`eip155:1:${ADDRESS}`],
      peer: { name: 'Rainbow' },
      expiry: 1_800_000_000,
    };
    renderModal(app);
    await act(() => core.open());
    await flushFully();
    await click('wallet-rainbow');
    expect(screen.getByTestId('view-ConnectingWalletConnect')).toBeTruthy();
    await act(async () => walletConnect.approve(session));
    await flushFully();
    expect(core.getAccount()?.address).toBe(ADDRESS);
  });
});
