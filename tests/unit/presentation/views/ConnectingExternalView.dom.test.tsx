/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { AccountStore } from '../../../../application/account/AccountStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import { type Connector } from '../../../../domain/connector/Connector';
import { RequestAlreadyPendingError } from '../../../../domain/errors/WalletRequestErrors';
import { ConnectingExternalView } from '../../../../presentation/views/connect/ConnectingExternalView';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { ethereum } from '../../../fixtures/networks';
import { ScriptedWalletRegistry, wallet } from '../../application/wallets/walletFixtures';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../support/presentationApp';

afterEach(destroyTestApps);

const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml,rabby',
  info: { rdns: 'io.rabby' },
  installed: true,
};
const entry = { view: 'ConnectingExternal' as const, data: { connectorId: 'io.rabby', namespace: 'eip155' } };

function setUp() {
  const adapter = new FakeChainAdapter('eip155', [rabby]);
  const testApp = createTestApp({
    options: { networks: [ethereum] },
    adapters: [adapter],
    walletRegistry: new ScriptedWalletRegistry([
      wallet('zerion', {
        homepage: 'https://zerion.example',
        chrome_store: 'https://chrome.example/zerion',
        app_store: 'https://apps.example/zerion',
      }),
    ]),
  });
  return { ...testApp, adapter };
}

/** An adapter connect that waits until the test lets it answer. */
function holdConnect(adapter: FakeChainAdapter): { approve: () => void; reject: (error: Error) => void } {
  let settle: { approve: () => void; reject: (error: Error) => void } = {
    approve: () => {},
    reject: () => {},
  };
  const original = adapter.connect.bind(adapter);
  adapter.connect = (connector, network) =>
    new Promise((resolve, reject) => {
      settle = { approve: () => resolve(original(connector, network)), reject };
    });
  return {
    approve: () => settle.approve(),
    reject: (error) => settle.reject(error),
  };
}

describe('ConnectingExternal view (SPEC §4 connection status)', () => {
  it('SPEC §4: shown, it asks the wallet: its image, "Continue in <wallet>", the account connecting', async () => {
    const { app, get, adapter } = setUp();
    const held = holdConnect(adapter);
    renderInApp(<ConnectingExternalView entry={entry} />, app);
    await flush();
    expect(get(AccountStore).account('eip155').status).toBe('connecting');
    const view = screen.getByTestId('view-ConnectingExternal');
    expect(screen.getByRole('status').textContent).toContain('Continue in Rabby');
    expect(view.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,rabby');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await act(async () => held.approve());
    await flush();
    expect(get(AccountStore).account('eip155').status).toBe('connected');
  });

  it('SPEC §4 declined (EIP-1193 4001): "Connection declined" (not a word of an earlier request) and a Try again that asks the wallet again', async () => {
    const { app, get, adapter } = setUp();
    await act(async () => {
      await app.core.open();
    });
    adapter.failures.set('connect', Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    renderInApp(<ConnectingExternalView entry={entry} />, app);
    await flush();
    expect(screen.getByRole('status').textContent).toBe(
      'Connection declinedThe wallet did not approve the connection. You can ask again.',
    );
    adapter.failures.delete('connect');
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    await act(async () => {
      fireEvent.click(retry);
    });
    await flush();
    expect(get(AccountStore).account('eip155').status).toBe('connected');
    expect(adapter.methodsCalled().filter((method) => method === 'connect')).toHaveLength(2);
    // Focus did not fall out of the view when the button went away.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('SPEC §8 REQUEST_ALREADY_PENDING (EIP-1193 -32002): the earlier request still open in the wallet, and Try again', async () => {
    const { app, adapter } = setUp();
    adapter.failures.set('connect', new RequestAlreadyPendingError());
    renderInApp(<ConnectingExternalView entry={entry} />, app);
    await flush();
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-status')).toBe('pending');
    expect(status.textContent).toBe(
      'A request is already open in your wallet' +
        'If an earlier request is still open in your wallet, close it and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('failed: the wallet message and Try again', async () => {
    const { app, adapter } = setUp();
    adapter.failures.set('connect', new Error('The extension crashed'));
    renderInApp(<ConnectingExternalView entry={entry} />, app);
    await flush();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Connection failed');
    expect(status.textContent).toContain('The extension crashed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('SPEC §4: leaving the view stops the waiting: the account no longer reads connecting', async () => {
    const { app, get, adapter } = setUp();
    const held = holdConnect(adapter);
    const { unmount } = renderInApp(<ConnectingExternalView entry={entry} />, app);
    await flush();
    expect(get(AccountStore).account('eip155').status).toBe('connecting');
    unmount();
    expect(get(AccountStore).account('eip155').status).toBe('disconnected');
    // A wallet that approves later is connected all the same.
    await act(async () => held.approve());
    await flush();
    expect(get(AccountStore).account('eip155').status).toBe('connected');
  });

  it('a connector the page does not have fails with why, and offers Try again', async () => {
    const { app } = setUp();
    renderInApp(
      <ConnectingExternalView
        entry={{ view: 'ConnectingExternal', data: { connectorId: 'io.gone', namespace: 'eip155' } }}
      />,
      app,
    );
    await flush();
    expect(screen.getByRole('status').textContent).toContain('io.gone is not available in this browser');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a wallet that is not installed: where to get it, each link opening a new tab', async () => {
    const { app, get } = setUp();
    const walletList = get(WalletListService);
    await act(async () => {
      await walletList.load();
    });
    const zerion = wallet('zerion', {
      homepage: 'https://zerion.example',
      chrome_store: 'https://chrome.example/zerion',
      app_store: 'https://apps.example/zerion',
    });
    walletList.choose(zerion);
    renderInApp(
      <ConnectingExternalView
        entry={{ view: 'ConnectingExternal', data: { walletId: 'zerion', notInstalled: true } }}
      />,
      app,
    );
    const view = screen.getByTestId('view-ConnectingExternal');
    expect(view.textContent).toContain('zerion is not installed');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://zerion.example',
      'https://chrome.example/zerion',
      'https://apps.example/zerion',
    ]);
    expect(links[0]?.textContent).toContain('Website');
    expect(links[0]?.textContent).toContain('(opens in a new tab)');
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('Hostile input §1: a store link that breaks the link rule is not offered; the safe ones are', async () => {
    const { app, get } = setUp();
    const walletList = get(WalletListService);
    await act(async () => {
      await walletList.load();
    });
    const hostile = wallet('hostile', {
      homepage: 'javascript://wallet/%0Aalert(document.domain)',
      chrome_store: 'https://chrome.example/hostile',
      app_store: 'data:text/html,<script>alert(1)</script>',
      play_store: ' JAVA\tSCRIPT:alert(1)',
    });
    walletList.choose(hostile);
    renderInApp(
      <ConnectingExternalView
        entry={{ view: 'ConnectingExternal', data: { walletId: 'hostile', notInstalled: true } }}
      />,
      app,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://chrome.example/hostile',
    ]);
  });

  it('a wallet unknown to this page still gets a readable name', () => {
    const { app } = setUp();
    renderInApp(
      <ConnectingExternalView
        entry={{ view: 'ConnectingExternal', data: { walletId: 'gone', notInstalled: true } }}
      />,
      app,
    );
    expect(screen.getByTestId('view-ConnectingExternal').textContent).toContain(
      'This wallet is not installed',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
