import { AccountStore } from '../../../../application/account/AccountStore';
import { AccountViewService } from '../../../../application/account-view/AccountViewService';
import { AccountViewStore } from '../../../../application/account-view/AccountViewStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { TIMING_MS } from '../../../../domain/constants/timing';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle } from '../../../support/createTestCore';
import {
  dai,
  fungible,
  nft,
  PagedBlockchainApi,
  SECOND_ACCOUNT,
  transaction,
  VISITOR,
} from './accountViewFixtures';

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };

/** A visitor connected on Ethereum whose first open of the modal loaded the tabs. */
async function openedWith(arrange: (api: PagedBlockchainApi) => void) {
  const api = new PagedBlockchainApi();
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] }, blockchainApi: api });
  arrange(api);
  arrangeConnected(t, ethereum, metamask, VISITOR);
  await t.core.open();
  await settle();
  return { ...t, api, service: t.get(AccountViewService), store: t.get(AccountViewStore) };
}

describe('AccountViewService: a tab that could not load says so (Hostile input §1, SPEC §8, §9)', () => {
  describe('Tokens tab: SPEC §8 "Token Balance Unavailable", SPEC §9 "Balance retry gap 30 s"', () => {
    it('Hostile input §1: failed balances are a failure with a retry countdown, not an empty wallet', async () => {
      const t = await openedWith((api) => api.failNext('getBalances', new HttpStatusError(503)));

      expect(t.store.get()).toMatchObject({
        tokens: [],
        tokensLoading: false,
        tokensProblem: { kind: 'failed', retryInSeconds: 30 },
      });
      const error = t.store.get().tokensProblem?.error;
      expect(error).toMatchObject({ shortMessage: 'Token Balance Unavailable' });
      t.clock.advance(1_000);
      expect(t.store.get().tokensProblem).toEqual({ kind: 'failed', retryInSeconds: 29, error });
      t.clock.advance(TIMING_MS.balanceRetryGap - 1_001);
      expect(t.store.get().tokensProblem).toEqual({ kind: 'failed', retryInSeconds: 1, error });
      t.clock.advance(1);
      // The countdown changes the seconds only: the failure told is the same one.
      expect(t.store.get().tokensProblem).toEqual({ kind: 'failed', retryInSeconds: 0, error });
    });

    it('SPEC §9: Retry asks nothing before the gap has passed, and reads the balances after it', async () => {
      const t = await openedWith((api) => api.failNext('getBalances', new HttpStatusError(503)));
      t.api.answers.balances = [dai];

      t.clock.advance(TIMING_MS.balanceRetryGap - 1);
      await t.service.retryTokens();
      expect(t.api.callsOf('getBalances')).toHaveLength(1);

      t.clock.advance(1);
      await t.service.retryTokens();
      await settle();

      expect(t.api.callsOf('getBalances')).toHaveLength(2);
      expect(t.store.get()).toMatchObject({
        tokensProblem: undefined,
        tokensLoading: false,
        totalUsd: '$1,234.57',
      });
      expect(t.store.get().tokens.map((row) => row.symbol)).toEqual(['DAI']);
    });

    it('SPEC §7: a network the API does not serve is "unsupported", with nothing to retry', async () => {
      const t = await openedWith((api) => {
        api.answers.supportedChains = { http: ['eip155:42161'], ws: [] };
      });

      expect(t.store.get()).toMatchObject({
        tokens: [],
        tokensProblem: {
          kind: 'unsupported',
          error: { shortMessage: 'Token Balance Unavailable', reason: 'unsupported' },
        },
      });
      await t.service.retryTokens();
      expect(t.api.callsOf('getBalances')).toHaveLength(0);
    });

    it('Hostile input §1: another account shown starts afresh: its own answer, no countdown left over', async () => {
      const t = await openedWith((api) => api.failNext('getBalances', new HttpStatusError(503)));
      t.api.answers.balances = [dai];

      t.get(AccountStore).patchAccount('eip155', { address: SECOND_ACCOUNT });
      await settle();
      t.clock.advance(5_000);

      expect(t.store.get()).toMatchObject({ address: SECOND_ACCOUNT, tokensProblem: undefined });
    });
  });

  describe('Activity tab: SPEC §8 "Failed to fetch transactions"', () => {
    it('Hostile input §1: a first page that failed is a failure to retry, not "no activity"', async () => {
      const t = await openedWith((api) => api.failNext('getTransactions', new HttpStatusError(500)));
      expect(t.store.get()).toMatchObject({ activity: [], activityFailure: { cursor: null } });
      t.api.pages = { '': { data: [transaction('1', 'receive', [fungible('DAI', '1')])], next: null } };

      await t.service.retryActivity();

      expect(t.store.get()).toMatchObject({ activityFailure: undefined, activityLoading: false });
      expect(t.store.get().activity.map((row) => row.id)).toEqual(['1']);
    });

    it('SPEC §4/§8: a later page that failed keeps the rows and is asked for again by its cursor', async () => {
      const t = await openedWith((api) => {
        api.pages = { '': { data: [transaction('2', 'receive', [fungible('DAI', '1')])], next: 'page-2' } };
      });
      t.api.failNext('getTransactions', new HttpStatusError(500));
      await t.service.loadMoreActivity();
      expect(t.store.get()).toMatchObject({ next: null, activityFailure: { cursor: 'page-2' } });

      t.api.pages['page-2'] = { data: [transaction('1', 'send', [fungible('DAI', '1')])], next: null };
      await t.service.retryActivity();

      const cursors = t.api.callsOf('getTransactions').map((args) => (args[0] as { cursor?: string }).cursor);
      expect(cursors).toEqual([undefined, 'page-2', 'page-2']);
      expect(t.store.get().activity.map((row) => row.id)).toEqual(['2', '1']);
      expect(t.store.get().activityFailure).toBeUndefined();
    });
  });

  describe('NFTs tab: SPEC §8 "Failed to fetch transactions" while reading the history', () => {
    it('Hostile input §1: a history page that failed is a failure to retry, with the NFTs of the pages read', async () => {
      const t = await openedWith((api) => {
        api.pages = {
          '': { data: [transaction('2', 'receive', [nft('Keyport #1', 'in')])], next: 'page-2' },
        };
      });
      // The NFTs read the history from its first page again, after the Activity tab's own read.
      t.api.failNext('getTransactions', new HttpStatusError(500));
      await t.service.setTab('NFTs');

      expect(t.store.get()).toMatchObject({
        nfts: [],
        nftsLoading: false,
        nftsFailure: { cursor: null, error: { shortMessage: 'Failed to fetch transactions' } },
      });

      t.api.pages['page-2'] = { data: [transaction('1', 'receive', [nft('Keyport #2', 'in')])], next: null };
      await t.service.retryNfts();

      expect(t.store.get().nftsFailure).toBeUndefined();
      expect(t.store.get().nfts.map((row) => row.name)).toEqual(['Keyport #1', 'Keyport #2']);
    });

    it('a later page that fails keeps the NFTs of the pages before it, marked failed by its cursor', async () => {
      const t = await openedWith((api) => {
        api.pages = {
          '': { data: [transaction('2', 'receive', [nft('Keyport #1', 'in')])], next: 'page-2' },
        };
      });
      t.api.hold();
      const opening = t.service.setTab('NFTs');
      await settle();
      // The first page was asked for; the failure is for the next call, the second page.
      t.api.failNext('getTransactions', new HttpStatusError(500));
      t.api.releaseAll();
      await settle();
      t.api.releaseAll();
      await opening;

      expect(t.store.get()).toMatchObject({ nftsLoading: false, nftsFailure: { cursor: 'page-2' } });
      expect(t.store.get().nfts.map((row) => row.name)).toEqual(['Keyport #1']);
    });

    it('Retry does nothing while nothing failed', async () => {
      const t = await openedWith(() => undefined);
      const requests = t.api.calls.length;
      await t.service.retryNfts();
      expect(t.api.calls).toHaveLength(requests);
    });
  });

  describe('Hostile input §1: a later open of the modal tries again what failed', () => {
    it('SPEC §9: before the gap the balances are not asked again; after it they are, and the history too', async () => {
      const t = await openedWith((api) => {
        api.failNext('getBalances', new HttpStatusError(503));
        api.failNext('getTransactions', new HttpStatusError(503));
      });
      t.api.answers.balances = [dai];

      await t.core.close();
      t.clock.advance(10_000);
      await t.core.open();
      await settle();
      expect(t.api.callsOf('getBalances')).toHaveLength(1);
      // History has no retry gap: its failure is tried again at once.
      expect(t.api.callsOf('getTransactions')).toHaveLength(2);
      expect(t.store.get().activityFailure).toBeUndefined();

      await t.core.close();
      t.clock.advance(TIMING_MS.balanceRetryGap - 10_000);
      await t.core.open();
      await settle();

      expect(t.api.callsOf('getBalances')).toHaveLength(2);
      expect(t.store.get()).toMatchObject({ tokensProblem: undefined });
      expect(t.store.get().tokens.map((row) => row.symbol)).toEqual(['DAI']);
    });

    it('a later open with nothing failed asks for nothing again', async () => {
      const t = await openedWith(() => undefined);
      const requests = t.api.calls.length;

      await t.core.close();
      await t.core.open();
      await settle();

      expect(t.api.calls).toHaveLength(requests);
    });
  });
});
