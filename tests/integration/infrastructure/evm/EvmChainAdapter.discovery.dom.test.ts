/**
 * @jest-environment jsdom
 */
import '../../../support/jsdomTextEncoding';
import { DISPLAY_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits';
import { firstValueFrom, skip, take, toArray } from 'rxjs';
import {
  announceTestWallet,
  createTestWalletProvider,
  TEST_WALLET_ICON,
} from '../../../../devstack/test-wallet';
import { type Connector } from '../../../../domain/connector/Connector';
import { EvmChainAdapter } from '../../../../infrastructure/evm/EvmChainAdapter';
import { type EvmWindow } from '../../../../infrastructure/evm/EvmWindow';

/** Devnet account 0 of the `test … junk` mnemonic: public knowledge, no value anywhere. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

const noRpc = () => ({ customUrls: [], blockchainApiUrl: 'http://127.0.0.1:9', projectId: undefined });

function testWallet(rdns?: string) {
  return createTestWalletProvider({
    rpcUrls: { 1: 'http://127.0.0.1:9' },
    privateKey: DEV_KEY,
    chainId: 1,
    mode: 'approve',
    storage: null,
    ...(rdns === undefined ? {} : { rdns, name: `Wallet ${rdns}` }),
  });
}

/** A bare EIP-1193 provider, as an extension injects into `window.ethereum`. */
const injectedProvider = () => ({ request: async () => null });

function announceRaw(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

describe('EvmChainAdapter discovery in a page (EIP-6963 through mipd, and window.ethereum)', () => {
  const stops: (() => void)[] = [];
  let page: EvmWindow & { ethereum?: unknown };

  beforeEach(() => {
    page = window as unknown as EvmWindow & { ethereum?: unknown };
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('REFERENCE §7: an announced wallet becomes an ANNOUNCED connector: id and info from its rdns, its name and icon, installed', async () => {
    const provider = testWallet();
    stops.push(announceTestWallet(provider));
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });

    const connectors = await firstValueFrom(adapter.connectors$);
    expect(connectors).toEqual<Connector[]>([
      {
        id: 'dev.keyport.testwallet',
        name: 'Keyport Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: TEST_WALLET_ICON,
        info: { rdns: 'dev.keyport.testwallet' },
        installed: true,
        provider,
      },
    ]);
  });

  it('emits again as wallets announce later; a subscriber after everyone left asks the page again', async () => {
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    const lists = firstValueFrom(adapter.connectors$.pipe(take(3), toArray()));
    stops.push(announceTestWallet(testWallet('dev.keyport.first')));
    stops.push(announceTestWallet(testWallet('dev.keyport.second')));
    expect((await lists).map((list) => list.map((connector) => connector.id))).toEqual([
      [],
      ['dev.keyport.first'],
      ['dev.keyport.first', 'dev.keyport.second'],
    ]);

    // A new subscriber after everyone left asks the page again: announced wallets answer.
    expect((await firstValueFrom(adapter.connectors$)).map((connector) => connector.id)).toEqual([
      'dev.keyport.first',
      'dev.keyport.second',
    ]);
  });

  it('subscribers share one discovery while it runs', async () => {
    stops.push(announceTestWallet(testWallet()));
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    const first = adapter.connectors$.subscribe();
    const requests = jest.fn();
    window.addEventListener('eip6963:requestProvider', requests);
    expect(await firstValueFrom(adapter.connectors$)).toHaveLength(1);
    expect(requests).not.toHaveBeenCalled();
    window.removeEventListener('eip6963:requestProvider', requests);
    first.unsubscribe();
  });

  it('SPEC §6 "Browser Wallet": window.ethereum, when it is not an announced wallet, is the INJECTED connector', async () => {
    const injected = injectedProvider();
    page.ethereum = injected;
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    expect(await firstValueFrom(adapter.connectors$)).toEqual<Connector[]>([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
        provider: injected,
      },
    ]);
  });

  it('window.ethereum that is also announced is listed once, as the announced wallet', async () => {
    const provider = testWallet();
    page.ethereum = provider;
    stops.push(announceTestWallet(provider));
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    expect((await firstValueFrom(adapter.connectors$)).map((connector) => connector.type)).toEqual([
      'ANNOUNCED',
    ]);
  });

  it('a wallet injected late (ethereum#initialized) is picked up', async () => {
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    const lists = firstValueFrom(adapter.connectors$.pipe(skip(1), take(1)));
    page.ethereum = injectedProvider();
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect((await lists).map((connector) => connector.id)).toEqual(['injected']);
  });

  it('what the page announces is checked: malformed announcements are skipped, a repeated rdns keeps the first, only data: icons are kept', async () => {
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    const seen: (readonly Connector[])[] = [];
    const subscription = adapter.connectors$.subscribe((list) => seen.push(list));
    const provider = injectedProvider();
    announceRaw({
      info: { uuid: 'u1', name: 'No Provider', icon: 'data:image/png;base64,AA', rdns: 'a.b' },
      provider: {},
    });
    announceRaw({
      info: { uuid: 'u2', name: 'No Rdns', icon: 'data:image/png;base64,AA', rdns: '' },
      provider,
    });
    announceRaw({ info: { uuid: 'u3', name: 42 }, provider });
    announceRaw({
      info: { uuid: 'u4', name: 'Remote Icon', icon: 'https://tracker.example/i.png', rdns: 'c.d' },
      provider,
    });
    announceRaw({
      info: { uuid: 'u5', name: 'Same Rdns', icon: 'data:image/png;base64,AA', rdns: 'c.d' },
      provider,
    });

    const last = seen.at(-1) ?? [];
    expect(last).toEqual<Connector[]>([
      {
        id: 'c.d',
        name: 'Remote Icon',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'c.d' },
        installed: true,
        provider,
      },
    ]);
    subscription.unsubscribe();
  });

  it('Hostile input §3: a wallet that announces a name of a megabyte is listed with the name cut for display', async () => {
    const adapter = new EvmChainAdapter({ window: page, rpcContext: noRpc });
    const seen: (readonly Connector[])[] = [];
    const subscription = adapter.connectors$.subscribe((list) => seen.push(list));
    announceRaw({
      info: { uuid: 'u6', name: 'W'.repeat(1_000_000), icon: 'data:image/png;base64,AA', rdns: 'e.f' },
      provider: injectedProvider(),
    });
    expect(seen.at(-1)?.[0]?.name).toBe(`${'W'.repeat(DISPLAY_TEXT_MAX_LENGTH.name - 1)}…`);
    subscription.unsubscribe();
  });
});
