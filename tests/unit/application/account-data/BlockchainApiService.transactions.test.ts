import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import {
  accountDataCore,
  aTransaction,
  ARBITRUM_ID,
  ETHEREUM_ID,
  SEPOLIA_ID,
  snackbarMessage,
  VISITOR,
} from './accountDataFixtures';

describe('BlockchainApiService.getTransactions (SPEC §7 GET /v1/account/{account}/history)', () => {
  it('SPEC §7: asks for the account on the network, and passes the cursor of the page wanted', async () => {
    const t = accountDataCore();

    await t.service.getTransactions(VISITOR, ETHEREUM_ID);
    await t.service.getTransactions(VISITOR, ETHEREUM_ID, 'page-2');

    expect(t.blockchainApi.callsOf('getTransactions')).toEqual([
      [{ account: VISITOR, chainId: ETHEREUM_ID }],
      [{ account: VISITOR, chainId: ETHEREUM_ID, cursor: 'page-2' }],
    ]);
  });

  it('SPEC §5: spam-only transactions and those of other chains are hidden; the next cursor is kept', async () => {
    const t = accountDataCore();
    const shown = aTransaction('1', ETHEREUM_ID);
    t.blockchainApi.answers.transactions = {
      data: [shown, aTransaction('2', ETHEREUM_ID, true), aTransaction('3', ARBITRUM_ID)],
      next: 'page-2',
    };

    await expect(t.service.getTransactions(VISITOR, ETHEREUM_ID)).resolves.toEqual({
      page: { data: [shown], next: 'page-2' },
      failed: false,
    });
  });

  it('SPEC §7: on an unsupported network the call is skipped: an empty last page, no snackbar', async () => {
    const t = accountDataCore();

    await expect(t.service.getTransactions(VISITOR, SEPOLIA_ID)).resolves.toEqual({
      page: { data: [], next: null },
      failed: false,
    });

    expect(t.blockchainApi.callsOf('getTransactions')).toHaveLength(0);
    expect(snackbarMessage(t)).toBeUndefined();
  });

  describe('SPEC §8 "Failed to fetch transactions"; history marked empty', () => {
    it('SPEC §8: answers an empty page whose next is cleared, marked failed with "Failed to fetch transactions" and its cause, showing nothing itself', async () => {
      const t = accountDataCore();
      const cause = new HttpStatusError(500);
      t.blockchainApi.failNext('getTransactions', cause);

      const answer = await t.service.getTransactions(VISITOR, ETHEREUM_ID, 'page-3');

      expect(answer).toMatchObject({ page: { data: [], next: null }, failed: true });
      expect(answer.failed && answer.error).toMatchObject({
        code: 'TRANSACTIONS_FETCH_FAILED',
        shortMessage: 'Failed to fetch transactions',
        cause,
      });
      expect(snackbarMessage(t)).toBeUndefined();
    });

    it('SPEC §7: publishes ERROR_FETCH_TRANSACTIONS with the network and cursor', async () => {
      const t = accountDataCore();
      t.blockchainApi.failNext('getTransactions', new HttpStatusError(500));

      await t.service.getTransactions(VISITOR, ETHEREUM_ID, 'page-3');

      expect(t.core.getEvent().data).toEqual({
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { network: ETHEREUM_ID, cursor: 'page-3' },
      });
    });

    it('Hostile input §2: callers asking for the same page while it loads share one request and one report', async () => {
      const t = accountDataCore();
      t.blockchainApi.failNext('getTransactions', new HttpStatusError(500));
      const published: string[] = [];
      t.core.subscribeEvents((event) => published.push(event.data.event));

      const answers = await Promise.all([
        t.service.getTransactions(VISITOR, ETHEREUM_ID, 'page-3'),
        t.service.getTransactions(VISITOR, ETHEREUM_ID, 'page-3'),
        t.service.getTransactions(VISITOR, ETHEREUM_ID, 'page-4'),
      ]);

      expect(answers.map((answer) => answer.failed)).toEqual([true, true, false]);
      expect(t.blockchainApi.callsOf('getTransactions')).toHaveLength(2);
      expect(published.filter((event) => event === 'ERROR_FETCH_TRANSACTIONS')).toHaveLength(1);
    });
  });
});
