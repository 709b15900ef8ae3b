/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { type WalletConnectSession } from '../../../application/ports/WalletConnectClient';
import { type Connector } from '../../../domain/connector/Connector';
import { type KeyportTrackData } from '../../../domain/events/KeyportEvent';
import { FakeChainAdapter } from '../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../fakes/FakeEnvironment';
import { ethereum } from '../../fixtures/networks';
import { type TestCoreSetup } from '../../support/createTestCore';
import { ScriptedWalletRegistry, wallet } from '../application/wallets/walletFixtures';
import { createTestApp, destroyTestApps, flushFully, renderModal } from './support/presentationApp';

afterEach(destroyTestApps);

const ADDRESS = '0x1111111111111111111111111111111111111111';
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  installed: true,
};
const session: WalletConnectSession = {
  topic: 'session-topic',
  accounts: [`eip155:1:${ADDRESS}`],
  peer: { name: 'Rainbow' },
  expiry: 1_800_000_000,
};

/** A page with the modal mounted, MetaMask installed and Rainbow in the explorer. */
function page(setup: TestCoreSetup = {}) {
  const testApp = createTestApp({
    options: { networks: [ethereum] },
    adapters: [new FakeChainAdapter('eip155', [metamask], ADDRESS)],
    walletRegistry: new ScriptedWalletRegistry([
      wallet('rainbow', { name: 'Rainbow', mobile_link: 'rainbow://' }),
    ]),
    ...setup,
  });
  // What `useAppKitEvents()` shows in turn, from the first event after creation.
  const events: KeyportTrackData[] = [];
  testApp.core.subscribeEvents(({ data }) => {
    if (data.type === 'track' && data.event !== 'INITIALIZE') events.push(data);
  });
  renderModal(testApp.app);
  return { ...testApp, events, names: () => events.map((data) => data.event) };
}

async function openModal(core: { open(): Promise<void> }): Promise<void> {
  await act(async () => {
    await core.open();
  });
  await flushFully();
}

async function click(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(await screen.findByTestId(testId));
  });
  await flushFully();
}

/** The visitor's own close: the header's Close button. */
async function closeByVisitor(): Promise<void> {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  });
  await flushFully();
}

describe('SPEC §7 event sequences, as a site moving from AppKit reads them (useAppKitEvents)', () => {
  it('a fresh connection through an extension: MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS; the modal closed, CONNECT_SUCCESS last', async () => {
    const t = page();
    await openModal(t.core);
    await click('wallet-io.metamask');

    expect(t.events).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'SELECT_WALLET', properties: { name: 'MetaMask', platform: 'browser' } },
      { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'MetaMask' } },
    ]);
    expect(t.core.isOpen()).toBe(false);
    expect(screen.queryByTestId('modal')).toBeNull();
    expect(t.core.getEvent().data.event).toBe('CONNECT_SUCCESS');
    // Analytics hears the same sequence: each is something the visitor did.
    expect(t.analytics.events()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS']);
  });

  it('a fresh connection by WalletConnect: SELECT_WALLET says qrcode with the explorer id, CONNECT_SUCCESS last', async () => {
    const t = page();
    await openModal(t.core);
    await click('wallet-rainbow');
    expect(screen.getByTestId('view-ConnectingWalletConnect')).toBeTruthy();

    await act(async () => t.walletConnect.approve(session));
    await flushFully();

    expect(t.names()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS']);
    expect(t.events[1]?.properties).toEqual({ name: 'Rainbow', platform: 'qrcode', explorer_id: 'rainbow' });
    expect(t.events[2]?.properties).toEqual({ method: 'qrcode', name: 'Rainbow' });
    expect(t.core.isOpen()).toBe(false);
  });

  it('on a phone, picking a wallet in All wallets says platform mobile', async () => {
    const t = page({ environment: new FakeEnvironment({ isMobile: true }) });
    await openModal(t.core);
    await click('all-wallets');
    await click('wallet-rainbow');

    expect(t.names()).toEqual(['MODAL_OPEN', 'SELECT_WALLET']);
    expect(t.events[1]?.properties).toEqual({ name: 'Rainbow', platform: 'mobile', explorer_id: 'rainbow' });
  });

  it('the visitor closing the modal is MODAL_CLOSE, before and after a connection', async () => {
    const t = page();
    await openModal(t.core);
    await closeByVisitor();
    await openModal(t.core);
    await click('wallet-io.metamask');
    await openModal(t.core);
    await closeByVisitor();

    expect(t.names()).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ]);
    expect(t.events[1]?.properties).toEqual({ connected: false });
    expect(t.events[6]?.properties).toEqual({ connected: true });
    expect(t.analytics.events()).toEqual(t.names());
  });

  it('with features.analytics false the host still reads every event, and nothing reaches analytics', async () => {
    const t = page({
      options: { networks: [ethereum], features: { analytics: false } },
    });
    await openModal(t.core);
    await click('wallet-io.metamask');

    expect(t.names()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS']);
    expect(t.analytics.sent).toEqual([]);
  });
});
