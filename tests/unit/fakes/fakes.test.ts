import { timer } from 'rxjs';
import { FakeBlockchainApi } from '../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../fakes/FakeChainAdapter';
import { FakeClock } from '../../fakes/FakeClock';
import { FakeFrameMessenger } from '../../fakes/FakeFrameMessenger';
import { FakeWalletConnectClient } from '../../fakes/FakeWalletConnectClient';
import { FakeWalletRegistry } from '../../fakes/FakeWalletRegistry';
import { ethereum } from '../../fixtures/networks';

/** The fakes stand in for every port in application tests; they must behave as their ports say. */
describe('port fakes (ARCHITECTURE "Tests": a test double for every port)', () => {
  it('FakeClock runs due timers in order and moves now() exactly', () => {
    const clock = new FakeClock(1_000);
    const fired: number[] = [];
    timer(150, clock.scheduler).subscribe(() => fired.push(clock.now()));
    timer(500, clock.scheduler).subscribe(() => fired.push(clock.now()));
    clock.advance(149);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual([1_150]);
    clock.advance(1_000);
    expect(fired).toEqual([1_150, 1_500]);
    expect(clock.now()).toBe(2_150);
  });

  it('FakeBlockchainApi answers from its table, records calls and fails once on demand', async () => {
    const api = new FakeBlockchainApi();
    api.answers.allowance = '42';
    expect(await api.getAllowance({ tokenAddress: 'eip155:1:0xa', userAddress: 'eip155:1:0xb' })).toBe('42');
    api.failNext('getAllowance', new Error('HTTP status code: 500'));
    await expect(
      api.getAllowance({ tokenAddress: 'eip155:1:0xa', userAddress: 'eip155:1:0xb' }),
    ).rejects.toThrow('HTTP status code: 500');
    expect(await api.getAllowance({ tokenAddress: 'eip155:1:0xa', userAddress: 'eip155:1:0xb' })).toBe('42');
    expect(api.callsOf('getAllowance')).toHaveLength(3);
    await expect(
      api.getOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '10',
        network: 'base',
      } as never),
    ).rejects.toThrow('no onramp quote configured');
  });

  it('FakeWalletRegistry pages, searches and filters', async () => {
    const wallets = Array.from({ length: 45 }, (_, i) => ({
      id: `w${i}`,
      name: i === 7 ? 'Rainbow' : `Wallet ${i}`,
      badge_type: i % 2 === 0 ? ('certified' as const) : ('none' as const),
    }));
    const registry = new FakeWalletRegistry(wallets as never);
    const page2 = await registry.getWallets({ page: 2, entries: 40 });
    expect(page2.data.map((w) => w.id)).toEqual(['w40', 'w41', 'w42', 'w43', 'w44']);
    expect(page2.count).toBe(45);
    expect(
      (await registry.getWallets({ page: 1, entries: 40, search: 'rain' })).data.map((w) => w.id),
    ).toEqual(['w7']);
    const certified = await registry.getWallets({
      page: 1,
      entries: 100,
      badge: 'certified',
      exclude: ['w0'],
    });
    expect(certified.count).toBe(22);
    expect(registry.walletImageUrl('abc')).toContain('abc');
  });

  it('FakeChainAdapter records calls and rejects once when told', async () => {
    const adapter = new FakeChainAdapter('eip155');
    adapter.failures.set('switchNetwork', new Error('User rejected the request.'));
    await expect(adapter.switchNetwork(ethereum)).rejects.toThrow('User rejected');
    await adapter.switchNetwork(ethereum);
    expect(adapter.methodsCalled()).toEqual(['switchNetwork', 'switchNetwork']);
    expect((await adapter.getBalance('0x1', ethereum)).symbol).toBe('ETH');
  });

  it('FakeWalletConnectClient hands out a uri and settles as the wallet decides', async () => {
    const client = new FakeWalletConnectClient();
    const proposal = await client.propose(['eip155:1']);
    expect(proposal.uri).toMatch(/^wc:/);
    const session = { topic: 't', accounts: ['eip155:1:0x1' as const], peer: { name: 'Demo' }, expiry: 1 };
    client.approve(session);
    await expect(proposal.approval).resolves.toBe(session);
    expect(await client.restore()).toBe(session);
    await client.disconnect('t');
    expect(await client.restore()).toBeUndefined();
  });

  it('FakeFrameMessenger replies through its responder', () => {
    const frame = new FakeFrameMessenger();
    const seen: unknown[] = [];
    frame.messages$.subscribe((m) => seen.push(m));
    frame.responder = (m) => ({ id: m.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } });
    frame.post({ id: 'a', type: '@w3m-app/GET_CHAIN_ID' });
    expect(seen).toEqual([{ id: 'a', type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }]);
    expect(frame.posted).toHaveLength(1);
  });
});
