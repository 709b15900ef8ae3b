import { NativeBalances } from '../../../../application/account-data/NativeBalances';
import { CACHE_LIFETIME_MS } from '../../../../domain/constants/timing';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';

const ADDRESS = '0x1111111111111111111111111111111111111111';

function setUp(storage = new MemoryStorage()) {
  const adapter = new FakeChainAdapter('eip155');
  const t = createTestCore({ adapters: [adapter], storage, options: { networks: [ethereum, arbitrum] } });
  const reads = (): number => adapter.methodsCalled().filter((method) => method === 'getBalance').length;
  return { ...t, adapter, balances: t.get(NativeBalances), reads };
}

describe('NativeBalances (SPEC §9 "Cache lifetimes: native balance 30 s")', () => {
  it('SPEC §9: a balance read is answered from the cache until 30 s, then read again', async () => {
    const t = setUp();
    await t.balances.get('eip155', ADDRESS, ethereum);
    t.adapter.balance = { balance: '2', symbol: 'ETH' };

    t.clock.advance(CACHE_LIFETIME_MS.nativeBalance - 1);
    await expect(t.balances.get('eip155', ADDRESS, ethereum)).resolves.toEqual({
      balance: '1.5',
      symbol: 'ETH',
    });
    expect(t.reads()).toBe(1);

    t.clock.advance(1);
    await expect(t.balances.get('eip155', ADDRESS, ethereum)).resolves.toEqual({
      balance: '2',
      symbol: 'ETH',
    });
    expect(t.reads()).toBe(2);
  });

  it('SPEC §9: each network and address has its own entry, kept in storage for a reload', async () => {
    const storage = new MemoryStorage();
    const first = setUp(storage);
    await first.balances.get('eip155', ADDRESS, ethereum);
    await first.balances.get('eip155', ADDRESS, arbitrum);
    expect(first.reads()).toBe(2);

    const reloaded = setUp(storage);
    await reloaded.balances.get('eip155', ADDRESS, arbitrum);
    expect(reloaded.reads()).toBe(0);
  });

  it('after a transaction, refresh() reads past the cache and caches the new balance', async () => {
    const t = setUp();
    await t.balances.get('eip155', ADDRESS, ethereum);
    t.adapter.balance = { balance: '0.9', symbol: 'ETH' };

    await expect(t.balances.refresh('eip155', ADDRESS, ethereum)).resolves.toEqual({
      balance: '0.9',
      symbol: 'ETH',
    });
    await expect(t.balances.get('eip155', ADDRESS, ethereum)).resolves.toEqual({
      balance: '0.9',
      symbol: 'ETH',
    });
    expect(t.reads()).toBe(2);
  });

  it('a failed read is not cached: the next one asks the chain again', async () => {
    const t = setUp();
    t.adapter.failures.set('getBalance', new Error('RPC unreachable'));

    await expect(t.balances.get('eip155', ADDRESS, ethereum)).rejects.toThrow('RPC unreachable');
    await expect(t.balances.get('eip155', ADDRESS, ethereum)).resolves.toEqual({
      balance: '1.5',
      symbol: 'ETH',
    });
    expect(t.reads()).toBe(2);
  });
});
