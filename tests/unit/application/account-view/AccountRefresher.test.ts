import { AccountStore } from '../../../../application/account/AccountStore';
import { AccountRefresher } from '../../../../application/account-view/AccountRefresher';
import { AccountViewStore } from '../../../../application/account-view/AccountViewStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { type FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { ethereum } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore } from '../../../support/createTestCore';
import { flush } from '../../../support/flush';
import { dai, ether, PagedBlockchainApi, transaction, VISITOR } from './accountViewFixtures';

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };
const HASH = `0x${'ef'.repeat(32)}`;

/** A visitor connected on Ethereum, the modal opened once, the Account view's tabs loaded. */
async function setUp() {
  const api = new PagedBlockchainApi();
  const t = createTestCore({ options: { networks: [ethereum] }, blockchainApi: api });
  arrangeConnected(t, ethereum, metamask, VISITOR);
  api.answers.balances = [ether];
  api.pages[''] = { data: [transaction('1', 'receive', null)], next: null };
  await t.core.open();
  await flush();
  const adapter = t.adapters[0] as FakeChainAdapter;
  return { ...t, api, adapter, refresher: t.get(AccountRefresher), view: t.get(AccountViewStore) };
}

/** What the send and swap flows do after the wallet sent: wait for the chain, then refresh. */
async function afterTransaction(t: Awaited<ReturnType<typeof setUp>>) {
  const outcome = await t.refresher.watch(HASH, ethereum);
  await t.refresher.refresh();
  return outcome;
}

describe('AccountRefresher: after a transaction of the visitor, the balance and the activity show it (send, swap, buy)', () => {
  it('reads the tokens again inside the SPEC §9 balance cache lifetime, and the activity and native balance with them', async () => {
    const t = await setUp();
    expect(t.view.get().tokens.map((row) => row.symbol)).toEqual(['ETH']);
    const readsBefore = t.api.callsOf('getBalances').length;

    // What the chain holds after the transaction (the cached answer is seconds old).
    t.api.answers.balances = [ether, dai];
    t.api.pages[''] = {
      data: [transaction('2', 'send', null), transaction('1', 'receive', null)],
      next: null,
    };
    t.adapter.balance = { balance: '0.75', symbol: 'ETH' };
    expect(await afterTransaction(t)).toBe('confirmed');
    await flush();

    expect(t.adapter.calls.find((call) => call.method === 'waitForTransaction')?.args).toEqual([
      HASH,
      'eip155:1',
    ]);
    expect(t.api.callsOf('getBalances').length).toBeGreaterThan(readsBefore);
    expect(
      t.view
        .get()
        .tokens.map((row) => row.symbol)
        .sort(),
    ).toEqual(['DAI', 'ETH']);
    expect(t.view.get().activity.map((row) => row.id)).toEqual(['2', '1']);
    expect(t.get(AccountStore).account('eip155').balance).toBe('0.75');
  });

  it('refreshes nothing before the network has mined the transaction', async () => {
    const t = await setUp();
    let mine: (outcome: 'failed') => void = () => undefined;
    t.adapter.transactionOutcome = new Promise((resolve) => (mine = resolve));
    const readsBefore = t.api.callsOf('getBalances').length;
    const outcome = afterTransaction(t);
    await flush();
    expect(t.api.callsOf('getBalances')).toHaveLength(readsBefore);

    mine('failed');
    // A reverted transaction still paid its fee: the balances are read all the same.
    expect(await outcome).toBe('failed');
    expect(t.api.callsOf('getBalances').length).toBeGreaterThan(readsBefore);
  });

  it('with nobody connected any more, only waits', async () => {
    const t = await setUp();
    t.get(AccountStore).resetAccount('eip155');
    const readsBefore = t.api.callsOf('getBalances').length;
    expect(await afterTransaction(t)).toBe('confirmed');
    expect(t.api.callsOf('getBalances')).toHaveLength(readsBefore);
  });
});
