import { watchPurchaseDelivery, type ReceivedPurchase } from '../../../../application/instance/actions';
import { PURCHASE_DELIVERY_POLL_MS } from '../../../../application/onramp/PurchaseDeliveryWatch';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { WalletNotConnectedError } from '../../../../domain/errors/WalletRequestErrors';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, type TestCore } from '../../../support/createTestCore';
import { flush } from '../../../support/flush';
import { etherBalance as ether } from './onrampFixtures';

const VISITOR = '0x1234567890abcdef1234567890abcdef12abcdef';
const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };

let started: TestCore[] = [];
afterEach(() => {
  for (const t of started) void t.core.destroy();
  started = [];
});

/** A visitor who has just gone to pay for ether on Ethereum, watched from a balance of `balance`. */
async function watching(balance = '1.5') {
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });
  started.push(t);
  t.blockchainApi.answers.balances = [ether(balance)];
  arrangeConnected(t, ethereum, metamask, VISITOR);
  await t.core.open();
  await flush();
  const delivered: ReceivedPurchase[] = [];
  const unwatch = watchPurchaseDelivery(t.core, {
    caipNetworkId: 'eip155:1',
    symbol: 'ETH',
    onDelivered: (received) => delivered.push(received),
  });
  const watchReads = () =>
    t.blockchainApi
      .callsOf('getBalances')
      .filter((args) => (args[0] as { chainId: string }).chainId === 'eip155:1').length;
  /** Lets the next poll (the first at once) read and answer. */
  const poll = async (ms = PURCHASE_DELIVERY_POLL_MS) => {
    t.clock.advance(ms);
    await flush();
  };
  await flush();
  await poll(0);
  return { ...t, delivered, unwatch, watchReads, poll };
}

describe('Buy: watchPurchaseDelivery sees the purchase arrive in the wallet', () => {
  it('measures from the balance when watching began, and the first rise is what arrived; the account is read again', async () => {
    const t = await watching('1.5');
    expect(t.delivered).toEqual([]);
    const historyReads = t.blockchainApi.callsOf('getTransactions').length;

    await t.poll();
    expect(t.delivered).toEqual([]);

    t.blockchainApi.answers.balances = [ether('1.53279')];
    await t.poll();
    expect(t.delivered).toEqual([{ amount: '0.03279', symbol: 'ETH' }]);
    expect(t.blockchainApi.callsOf('getTransactions').length).toBeGreaterThan(historyReads);

    // Seen once: the watch stops reading.
    const reads = t.watchReads();
    await t.poll();
    await t.poll();
    expect(t.watchReads()).toBe(reads);
    expect(t.delivered).toHaveLength(1);
  });

  it('reads the balance every 5 s, until unwatched', async () => {
    const t = await watching();
    const reads = t.watchReads();
    await t.poll(PURCHASE_DELIVERY_POLL_MS - 1);
    expect(t.watchReads()).toBe(reads);
    await t.poll(1);
    expect(t.watchReads()).toBe(reads + 1);

    t.unwatch();
    t.blockchainApi.answers.balances = [ether('2.5')];
    await t.poll();
    await t.poll();
    expect(t.watchReads()).toBe(reads + 1);
    expect(t.delivered).toEqual([]);
  });

  it('a failed read is skipped without an error shown, and the next one counts', async () => {
    const t = await watching();
    t.blockchainApi.failNext('getBalances', new HttpStatusError(503));
    await t.poll();
    expect(t.get(SnackbarStore).get().open).toBe(false);
    t.blockchainApi.answers.balances = [ether('1.6')];
    await t.poll();
    expect(t.delivered).toEqual([{ amount: '0.1', symbol: 'ETH' }]);
  });

  it('a balance that only fell (gas paid elsewhere) is no delivery', async () => {
    const t = await watching();
    t.blockchainApi.answers.balances = [ether('1.4')];
    await t.poll();
    expect(t.delivered).toEqual([]);
  });

  it('unwatched before its code loaded, it reads nothing', async () => {
    const t = createTestCore({ options: { networks: [ethereum] } });
    started.push(t);
    arrangeConnected(t, ethereum, metamask, VISITOR);
    const unwatch = watchPurchaseDelivery(t.core, {
      caipNetworkId: 'eip155:1',
      symbol: 'ETH',
      onDelivered: () => undefined,
    });
    unwatch();
    await flush();
    t.clock.advance(PURCHASE_DELIVERY_POLL_MS * 3);
    await flush();
    expect(t.blockchainApi.callsOf('getBalances')).toEqual([]);
  });

  it('refuses to watch without a wallet to deliver to, and on a destroyed instance', async () => {
    const t = createTestCore({ options: { networks: [ethereum] } });
    started.push(t);
    const watch = () =>
      watchPurchaseDelivery(t.core, {
        caipNetworkId: 'eip155:1',
        symbol: 'ETH',
        onDelivered: () => undefined,
      });
    expect(watch).toThrow(WalletNotConnectedError);
    await t.core.destroy();
    expect(watch).toThrow(KeyportDestroyedError);
  });
});
