import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { CACHE_LIFETIME_MS } from '../../../../domain/constants/timing';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { createTestCore, type TestCore } from '../../../support/createTestCore';
import {
  ADDRESS,
  arbitrumWithExplorer,
  ethereumWithExplorer,
  flush,
  metamask,
  OTHER_ADDRESS,
} from '../connection/connectionFixtures';

const STORM = 1000;

/** A core with MetaMask connected on Ethereum, every request counted from here on. */
async function connected(options: { readonly modalOpened: boolean }) {
  const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
  const t = createTestCore({
    adapters: [adapter],
    options: { networks: [ethereumWithExplorer, arbitrumWithExplorer] },
  });
  await t.get(ConnectionService).connectExternal(metamask);
  // The Account view's tabs load only once the visitor has opened the modal.
  if (options.modalOpened) await t.core.open();
  await flush();
  adapter.calls.length = 0;
  t.blockchainApi.calls.length = 0;
  return { t, adapter };
}

/** How many times each key was asked for, e.g. `{ '0x11…': 1, '0x22…': 1 }`. */
function countBy(calls: readonly unknown[][], key: (args: unknown[]) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const args of calls) counts[key(args)] = (counts[key(args)] ?? 0) + 1;
  return counts;
}

function accountsStorm(adapter: FakeChainAdapter): void {
  for (let i = 0; i < STORM; i += 1) {
    const address = i % 2 === 0 ? OTHER_ADDRESS : ADDRESS;
    adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address });
  }
}

function chainsStorm(adapter: FakeChainAdapter): void {
  for (let i = 0; i < STORM; i += 1) {
    adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: i % 2 === 0 ? 42161 : 1 });
  }
}

/** The native balance reads the wallet's chain saw, per network and address. */
function nativeReads(adapter: FakeChainAdapter): Record<string, number> {
  const reads = adapter.calls.filter((call) => call.method === 'getBalance').map((call) => call.args);
  return countBy(reads, (args) => `${String(args[1])}:${String(args[0])}`);
}

/** The blockchain API requests of one call, per network and address. */
function apiRequests(t: TestCore, method: 'getBalances' | 'getTransactions'): Record<string, number> {
  return countBy(t.blockchainApi.callsOf(method), (args) => {
    const [params] = args as [{ address?: string; account?: string; chainId: string }];
    return `${params.chainId}:${params.address ?? params.account ?? ''}`;
  });
}

describe('Hostile input §2: a storm of wallet events shares the requests in flight (SPEC §9 caches)', () => {
  it('Hostile input §2: 1000 accountsChanged events make one identity and one native balance request', async () => {
    const { t, adapter } = await connected({ modalOpened: false });

    accountsStorm(adapter);
    await flush();

    // The connected address's identity and native balance were read at connect, and are cached.
    expect(countBy(t.blockchainApi.callsOf('getIdentity'), (args) => String(args[0]))).toEqual({
      [OTHER_ADDRESS]: 1,
    });
    expect(nativeReads(adapter)).toEqual({ [`eip155:1:${OTHER_ADDRESS}`]: 1 });
  });

  it('Hostile input §2: with the Account view loaded, 1000 accountsChanged make one balance and one history request per address', async () => {
    const { t, adapter } = await connected({ modalOpened: true });

    accountsStorm(adapter);
    await flush();

    expect(apiRequests(t, 'getBalances')).toEqual({
      [`eip155:1:${OTHER_ADDRESS}`]: 1,
    });
    expect(apiRequests(t, 'getTransactions')).toEqual({
      [`eip155:1:${OTHER_ADDRESS}`]: 1,
      [`eip155:1:${ADDRESS}`]: 1,
    });
  });

  it('Hostile input §2: 1000 chainChanged events make one native balance, balance and history request per network', async () => {
    const { t, adapter } = await connected({ modalOpened: true });

    chainsStorm(adapter);
    await flush();

    // Ethereum's native balance and balances were read at connect, and are cached.
    expect(nativeReads(adapter)).toEqual({ [`eip155:42161:${ADDRESS}`]: 1 });
    expect(apiRequests(t, 'getBalances')).toEqual({
      [`eip155:42161:${ADDRESS}`]: 1,
    });
    expect(apiRequests(t, 'getTransactions')).toEqual({
      [`eip155:42161:${ADDRESS}`]: 1,
      [`eip155:1:${ADDRESS}`]: 1,
    });
  });

  it('Hostile input §2 / SPEC §9: a second storm within the cache lifetimes asks nothing again; past them, once per key', async () => {
    const { t, adapter } = await connected({ modalOpened: false });
    accountsStorm(adapter);
    await flush();
    const identitiesAfterFirst = t.blockchainApi.callsOf('getIdentity').length;
    const nativeAfterFirst = adapter.methodsCalled().filter((method) => method === 'getBalance').length;

    t.clock.advance(CACHE_LIFETIME_MS.nativeBalance - 1);
    accountsStorm(adapter);
    await flush();
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(identitiesAfterFirst);
    expect(adapter.methodsCalled().filter((method) => method === 'getBalance')).toHaveLength(
      nativeAfterFirst,
    );

    // Native balances are stale at 30 s; identities stay fresh for 5 minutes.
    t.clock.advance(1);
    accountsStorm(adapter);
    await flush();
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(identitiesAfterFirst);
    expect(adapter.methodsCalled().filter((method) => method === 'getBalance')).toHaveLength(
      nativeAfterFirst + 2,
    );

    t.clock.advance(CACHE_LIFETIME_MS.identity);
    accountsStorm(adapter);
    await flush();
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(identitiesAfterFirst + 2);
  });
});
