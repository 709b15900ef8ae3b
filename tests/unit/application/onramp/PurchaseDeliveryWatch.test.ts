import { ONRAMP_QUOTE_DELAY_MS, OnrampService } from '../../../../application/onramp/OnrampService';
import { OnrampStore } from '../../../../application/onramp/OnrampStore';
import { PURCHASE_DELIVERY_POLL_MS } from '../../../../application/onramp/PurchaseDeliveryWatch';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, type TestCore } from '../../../support/createTestCore';
import { flush } from '../../../support/flush';
import { DEV_OPTIONS, etherBalance as ether, PROVIDER_QUOTE } from './onrampFixtures';

const VISITOR = '0x1234567890abcdef1234567890abcdef12abcdef';
const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };

let started: TestCore[] = [];
afterEach(() => {
  for (const t of started) void t.core.destroy();
  started = [];
});

/** A visitor with the modal open who has just opened the checkout of a $100 ether purchase. */
async function checkoutOpened(balance = '1.5') {
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });
  started.push(t);
  t.blockchainApi.answers.onrampOptions = DEV_OPTIONS;
  t.blockchainApi.answers.onrampQuote = PROVIDER_QUOTE;
  t.blockchainApi.answers.balances = [ether(balance)];
  arrangeConnected(t, ethereum, metamask, VISITOR);
  await t.core.open();
  const service = t.get(OnrampService);
  await service.open();
  service.chooseProvider('coinbase');
  service.setAmount('100');
  t.clock.advance(ONRAMP_QUOTE_DELAY_MS);
  await flush();
  await service.buy();
  const store = t.get(OnrampStore);
  const watchReads = () =>
    t.blockchainApi
      .callsOf('getBalances')
      .filter((args) => (args[0] as { chainId: string }).chainId === 'eip155:1').length;
  /** Lets the next poll (the first at once) read and answer. */
  const poll = async (ms = PURCHASE_DELIVERY_POLL_MS) => {
    t.clock.advance(ms);
    await flush();
  };
  await poll(0);
  return { ...t, service, store, watchReads, poll };
}

describe('issue 6 Buy: the purchase seen arriving in the wallet while the checkout is open', () => {
  it('measures from the balance at checkout, and the first rise is what arrived; the account is read again', async () => {
    const t = await checkoutOpened('1.5');
    expect(t.store.get().received).toBeUndefined();
    const historyReads = t.blockchainApi.callsOf('getTransactions').length;

    await t.poll();
    expect(t.store.get().received).toBeUndefined();

    t.blockchainApi.answers.balances = [ether('1.53279')];
    await t.poll();
    expect(t.store.get()).toMatchObject({ step: 'checkout', received: { amount: '0.03279', symbol: 'ETH' } });
    expect(t.blockchainApi.callsOf('getTransactions').length).toBeGreaterThan(historyReads);

    // Seen once: the watch stops reading.
    const reads = t.watchReads();
    await t.poll();
    await t.poll();
    expect(t.watchReads()).toBe(reads);
  });

  it('reads the balance every 5 s, and only while the modal is open', async () => {
    const t = await checkoutOpened();
    const reads = t.watchReads();
    await t.poll();
    expect(t.watchReads()).toBe(reads + 1);

    await t.core.close();
    await t.poll();
    await t.poll();
    expect(t.watchReads()).toBe(reads + 1);

    // Back in the modal, the same checkout goes on from the same "before".
    t.blockchainApi.answers.balances = [ether('2.5')];
    await t.core.open();
    await t.poll(0);
    expect(t.store.get().received).toEqual({ amount: '1', symbol: 'ETH' });
  });

  it('a failed read is skipped without an error shown, and the next one counts', async () => {
    const t = await checkoutOpened();
    t.blockchainApi.failNext('getBalances', new HttpStatusError(503));
    await t.poll();
    expect(t.get(SnackbarStore).get().open).toBe(false);
    t.blockchainApi.answers.balances = [ether('1.6')];
    await t.poll();
    expect(t.store.get().received).toEqual({ amount: '0.1', symbol: 'ETH' });
  });

  it('a balance that only fell (gas paid elsewhere) is no delivery; back to the form stops the watch', async () => {
    const t = await checkoutOpened();
    t.blockchainApi.answers.balances = [ether('1.4')];
    await t.poll();
    expect(t.store.get().received).toBeUndefined();
    t.service.returnToPurchase();
    const reads = t.watchReads();
    await t.poll();
    expect(t.watchReads()).toBe(reads);
  });
});
