import { firstValueFrom } from 'rxjs';
import { AccountStore } from '../../../../application/account/AccountStore';
import {
  AccountViewService,
  NFT_HISTORY_PAGE_LIMIT,
} from '../../../../application/account-view/AccountViewService';
import { AccountViewStore } from '../../../../application/account-view/AccountViewStore';
import * as tokenRowsModule from '../../../../application/account-view/tokenRows';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { LIST_ROWS_SHOWN } from '../../../../domain/constants/limits';
import { type Connector } from '../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, solanaMainnet } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';
import {
  dai,
  ether,
  fungible,
  nft,
  PagedBlockchainApi,
  points,
  SECOND_ACCOUNT,
  transaction,
  VISITOR,
} from './accountViewFixtures';

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };

type AccountViewTest = TestCore & {
  api: PagedBlockchainApi;
  service: AccountViewService;
  store: AccountViewStore;
  /** Connects the visitor (as a finished connect or a restored session leaves the core). */
  connect(address?: string): void;
  historyCursors(): (string | undefined)[];
};

function setUp(options: Partial<KeyportOptions> = {}, adapters?: FakeChainAdapter[]): AccountViewTest {
  const api = new PagedBlockchainApi();
  const t = createTestCore({
    options: { networks: [ethereum, arbitrum], ...options },
    blockchainApi: api,
    ...(adapters === undefined ? {} : { adapters }),
  });
  return {
    ...t,
    api,
    service: t.get(AccountViewService),
    store: t.get(AccountViewStore),
    connect: (address = VISITOR) => arrangeConnected(t, ethereum, metamask, address),
    historyCursors: () =>
      api.callsOf('getTransactions').map((args) => (args[0] as { cursor?: string }).cursor),
  };
}

/** Opens the modal (the visitor's first interaction) and lets the tabs load. */
async function openModal(t: AccountViewTest): Promise<void> {
  await t.core.open();
  await settle();
}

describe('AccountViewService: the Account view tabs (SPEC §2 Tokens, NFTs, Activity)', () => {
  describe('when the tabs load', () => {
    it('nothing is fetched for a restored account before the visitor opens the modal', async () => {
      const t = setUp();
      t.connect();
      await settle();

      expect(t.api.callsOf('getBalances')).toEqual([]);
      expect(t.api.callsOf('getTransactions')).toEqual([]);

      await openModal(t);

      expect(t.api.callsOf('getBalances')).toEqual([[{ address: VISITOR, chainId: 'eip155:1' }]]);
      expect(t.historyCursors()).toEqual([undefined]);
    });

    it('after a connect made in the modal, the tabs load for the new account', async () => {
      const t = setUp();
      await openModal(t);
      expect(t.api.callsOf('getBalances')).toEqual([]);

      t.connect();
      await settle();

      expect(t.store.get()).toMatchObject({ address: VISITOR, caipNetworkId: 'eip155:1' });
      expect(t.api.callsOf('getBalances')).toHaveLength(1);
    });

    it('an account change in the wallet reloads the tabs for the new address, with nothing of the old one', async () => {
      const t = setUp();
      t.api.answers.balances = [dai];
      t.connect();
      await openModal(t);
      expect(t.store.get().tokens).toHaveLength(1);

      t.api.answers.balances = [];
      t.get(AccountStore).patchAccount('eip155', { address: SECOND_ACCOUNT });
      await settle();

      expect(t.api.callsOf('getBalances').at(-1)).toEqual([{ address: SECOND_ACCOUNT, chainId: 'eip155:1' }]);
      expect(t.store.get()).toMatchObject({ address: SECOND_ACCOUNT, tokens: [], totalUsd: '$0.00' });
    });

    it('a network switch reloads the tabs on the new network', async () => {
      const t = setUp();
      t.connect();
      await openModal(t);

      await t.core.switchNetwork(arbitrum);
      await settle();

      expect(t.api.callsOf('getBalances').at(-1)).toEqual([{ address: VISITOR, chainId: 'eip155:42161' }]);
      expect(t.store.get().caipNetworkId).toBe('eip155:42161');
    });

    it('the same account and network again loads nothing more', async () => {
      const t = setUp();
      t.connect();
      await openModal(t);

      t.get(AccountStore).patchAccount('eip155', { profileName: 'ada' });
      await t.core.close();
      await openModal(t);

      expect(t.historyCursors()).toHaveLength(1);
    });

    it('after the core is destroyed the tabs no longer follow the account', async () => {
      const t = setUp();
      t.connect();
      await openModal(t);

      t.core.destroy();
      t.get(AccountStore).patchAccount('eip155', { address: SECOND_ACCOUNT });
      await settle();

      expect(t.store.get().address).toBe(VISITOR);
    });

    it('a disconnect empties the tabs', async () => {
      const t = setUp();
      t.api.answers.balances = [dai];
      t.connect();
      await openModal(t);

      t.get(AccountStore).resetAccount('eip155');
      await settle();

      expect(t.store.get()).toMatchObject({ address: undefined, tokens: [], activity: [], nfts: [] });
    });

    it('answers for an account no longer shown are dropped', async () => {
      const t = setUp();
      t.connect();
      await openModal(t);
      t.api.hold();
      const accounts = t.get(AccountStore);

      t.api.answers.balances = [dai];
      t.api.pages = { '': { data: [transaction('1', 'receive', [fungible('DAI', '1')])], next: null } };
      accounts.patchAccount('eip155', { address: SECOND_ACCOUNT });
      await settle();
      t.api.answers.balances = [ether];
      t.api.pages = { '': { data: [transaction('2', 'send', [fungible('ETH', '2')])], next: null } };
      accounts.patchAccount('eip155', { address: VISITOR.replace('1111', '4444') });
      await settle();

      t.api.releaseAll('newestFirst');
      await settle();

      expect(t.store.get().tokens.map((row) => row.symbol)).toEqual(['ETH']);
      expect(t.store.get().activity.map((row) => row.id)).toEqual(['2']);
    });
  });

  describe('Tokens tab: SPEC §5 filter, SPEC §9 formatting', () => {
    it('SPEC §9: quantity floored to 3 decimals, value and total in USD with 2; SPEC §5: zero-decimal tokens hidden', async () => {
      const t = setUp();
      t.api.answers.balances = [dai, ether, points];
      t.connect();
      await openModal(t);

      expect(t.store.get()).toMatchObject({
        tokensLoading: false,
        totalUsd: '$1,234.57',
        tokens: [
          {
            id: 'eip155:1:eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f',
            symbol: 'DAI',
            name: 'Dai',
            iconUrl: 'https://icons.example/dai.png',
            quantity: '1234.567',
            value: '$1,234.57',
          },
          {
            id: 'eip155:1:native',
            symbol: 'ETH',
            name: 'Ether',
            iconUrl: 'https://icons.example/eth.png',
            quantity: '0',
            value: '$0.00',
          },
        ],
      });
      expect(t.get(AccountStore).account('eip155').tokenBalance).toEqual([dai, ether]);
    });

    it('shows the tabs loading until the answers arrive', async () => {
      const t = setUp();
      t.api.hold();
      t.connect();
      await openModal(t);

      expect(t.store.get()).toMatchObject({ tokensLoading: true, activityLoading: true, nftsLoading: false });

      t.api.releaseAll();
      await settle();
      expect(t.store.get()).toMatchObject({ tokensLoading: false, activityLoading: false });
    });

    it('SPEC §8: balances that cannot load leave the list empty, marked failed with "Token Balance Unavailable" for the view to tell', async () => {
      const t = setUp();
      t.api.failNext('getBalances', new HttpStatusError(500));
      t.connect();
      await openModal(t);

      expect(t.store.get()).toMatchObject({
        tokens: [],
        tokensLoading: false,
        tokensProblem: {
          kind: 'failed',
          retryInSeconds: 30,
          error: { shortMessage: 'Token Balance Unavailable' },
        },
      });
      // The use case tells nobody: the view decides what the visitor sees.
      expect(t.get(SnackbarStore).get().open).toBe(false);
    });
  });

  describe('Activity tab: SPEC §4 cursor pagination, SPEC §9 signs and quantities', () => {
    const firstPage = [
      transaction('3', 'receive', [fungible('DAI', '12.34567')]),
      transaction('2', 'withdraw', [fungible('USDC', '0.0005')]),
      transaction('1', 'approve', null),
    ];

    it('SPEC §9: rows with the operation, its sign, the quantity fixed to 3 decimals, the symbol and icon', async () => {
      const t = setUp();
      t.api.pages = {
        '': {
          data: [...firstPage, transaction('9', 'mint', [nft('Ape-1', 'in')])],
          next: 'page-2',
        },
      };
      t.connect();
      await openModal(t);

      expect(t.store.get().next).toBe('page-2');
      expect(t.store.get().activity).toEqual([
        {
          id: '3',
          title: 'receive',
          sign: '+',
          quantity: '12.346',
          symbol: 'DAI',
          minedAt: '2024-01-03T00:00:00.000Z',
          status: 'confirmed',
          iconUrl: 'https://icons.example/DAI.png',
        },
        expect.objectContaining({ id: '2', title: 'withdraw', sign: '-', quantity: '0.001', symbol: 'USDC' }),
        expect.objectContaining({
          id: '1',
          title: 'approve',
          sign: '',
          quantity: undefined,
          symbol: undefined,
          iconUrl: undefined,
        }),
        expect.objectContaining({
          id: '9',
          title: 'mint',
          quantity: '1',
          symbol: 'Ape-1',
          iconUrl: 'https://nft.example/Ape-1.png',
        }),
      ]);
    });

    it('SPEC §5: only transactions on the active chain and not spam-only are listed', async () => {
      const t = setUp();
      t.api.pages = {
        '': {
          data: [
            transaction('4', 'receive', [nft('Free', 'in', true)]),
            transaction('5', 'receive', [fungible('DAI', '1')], 'eip155:42161'),
            transaction('6', 'receive', [fungible('DAI', '1')]),
          ],
          next: null,
        },
      };
      t.connect();
      await openModal(t);

      expect(t.store.get().activity.map((row) => row.id)).toEqual(['6']);
    });

    it('SPEC §4: loadMoreActivity() asks for the next page by its cursor and appends it', async () => {
      const t = setUp();
      t.api.pages = {
        '': { data: firstPage, next: 'page-2' },
        'page-2': { data: [transaction('7', 'send', [fungible('ETH', '0.5')])], next: null },
      };
      t.connect();
      await openModal(t);

      await t.service.loadMoreActivity();

      expect(t.historyCursors()).toEqual([undefined, 'page-2']);
      expect(t.store.get().activity.map((row) => row.id)).toEqual(['3', '2', '1', '7']);
      expect(t.store.get()).toMatchObject({ next: null, activityLoading: false });

      await t.service.loadMoreActivity();
      expect(t.historyCursors()).toHaveLength(2);
    });

    it('loadMoreActivity() does nothing while a page is loading, or with no account shown', async () => {
      const t = setUp();
      await t.service.loadMoreActivity();
      t.connect();
      await t.service.loadMoreActivity();
      expect(t.historyCursors()).toEqual([]);

      t.api.pages = { '': { data: firstPage, next: 'page-2' } };
      t.connect();
      await openModal(t);
      t.api.hold();
      const first = t.service.loadMoreActivity();
      await t.service.loadMoreActivity();
      expect(t.store.get().activityLoading).toBe(true);
      t.api.releaseAll();
      await first;

      expect(t.historyCursors()).toEqual([undefined, 'page-2']);
    });

    it('SPEC §4/§8: a failed page keeps what was loaded, clears next and is marked failed with "Failed to fetch transactions"', async () => {
      const t = setUp();
      t.api.pages = { '': { data: firstPage, next: 'page-2' } };
      t.connect();
      await openModal(t);
      t.api.failNext('getTransactions', new HttpStatusError(502));

      await t.service.loadMoreActivity();

      expect(t.store.get()).toMatchObject({ next: null, activityLoading: false });
      expect(t.store.get().activity.map((row) => row.id)).toEqual(['3', '2', '1']);
      expect(t.store.get().activityFailure).toMatchObject({
        cursor: 'page-2',
        error: { shortMessage: 'Failed to fetch transactions' },
      });
      expect(t.get(SnackbarStore).get().open).toBe(false);
    });

    it('SPEC §9 "Activity: eip155": another namespace gets no activity (its tokens still load)', async () => {
      const solana = new FakeChainAdapter('solana', [], 'So1anaVisitor1111111111111111111111111111');
      const t = setUp({ networks: [solanaMainnet] }, [solana]);
      t.get(AccountStore).patchAccount('solana', {
        status: 'connected',
        address: 'So1anaVisitor1111111111111111111111111111',
      });
      await openModal(t);
      await t.service.setTab('NFTs');

      expect(t.api.callsOf('getTransactions')).toEqual([]);
      expect(t.api.callsOf('getSupportedChains')).toHaveLength(1);
      expect(t.store.get()).toMatchObject({
        activity: [],
        nfts: [],
        activityLoading: false,
        nftsLoading: false,
      });
    });

    it('SPEC §9: a namespace without balances or activity (bip122) fetches nothing', async () => {
      const bitcoin = {
        ...solanaMainnet,
        id: '000000000019d6689c085ae165831e93',
        chainNamespace: 'bip122' as const,
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const,
        name: 'Bitcoin',
      };
      const t = setUp({ networks: [bitcoin] }, [new FakeChainAdapter('bip122')]);
      t.get(AccountStore).patchAccount('bip122', { status: 'connected', address: 'bc1qvisitor' });
      await openModal(t);

      expect(t.api.calls).toEqual([]);
      expect(t.store.get()).toMatchObject({ address: 'bc1qvisitor', tokensLoading: false, tokens: [] });
    });

    it('SPEC §1 history off: no activity and no NFTs are fetched', async () => {
      const t = setUp({ features: { history: false } });
      t.connect();
      await openModal(t);
      await t.service.setTab('NFTs');

      expect(t.api.callsOf('getTransactions')).toEqual([]);
      expect(t.api.callsOf('getBalances')).toHaveLength(1);
    });
  });

  describe('NFTs tab: read from the history (the blockchain API has no NFT listing call)', () => {
    const history = {
      '': {
        data: [
          transaction('5', 'send', [nft('Ape-1', 'out')]),
          transaction('4', 'receive', [nft('Free', 'in', true)]),
        ],
        next: 'c2',
      },
      c2: { data: [transaction('3', 'receive', [nft('Ape-5', 'in')])], next: 'c3' },
      c3: {
        data: [
          transaction('2', 'mint', [nft('Ape-1', 'in')]),
          transaction('1', 'mint', [nft('Ape-2', 'in')]),
        ],
        next: null,
      },
    };

    it('setTab(NFTs) opens the tab, reads the whole history and lists what is still held, spam left out', async () => {
      const t = setUp();
      t.api.pages = history;
      t.connect();
      await openModal(t);

      await t.service.setTab('NFTs');

      expect(t.get(AccountStore).account('eip155').currentTab).toBe('NFTs');
      expect(await firstValueFrom(t.service.currentTab$)).toBe('NFTs');
      expect(t.historyCursors()).toEqual([undefined, undefined, 'c2', 'c3']);
      expect(t.store.get()).toMatchObject({
        nftsLoading: false,
        nfts: [
          {
            id: 'Ape-5\nhttps://nft.example/Ape-5',
            name: 'Ape-5',
            imageUrl: 'https://nft.example/Ape-5.png',
          },
          {
            id: 'Ape-2\nhttps://nft.example/Ape-2',
            name: 'Ape-2',
            imageUrl: 'https://nft.example/Ape-2.png',
          },
        ],
      });
      // The Activity tab keeps its own paging.
      expect(t.store.get().next).toBe('c2');
    });

    it('shows the NFTs loading while the history is read', async () => {
      const t = setUp();
      t.api.pages = history;
      t.connect();
      await openModal(t);
      t.api.hold();

      const opening = t.service.setTab('NFTs');
      await settle();
      expect(t.store.get().nftsLoading).toBe(true);
      t.api.releaseAll();
      await opening;
      expect(t.store.get().nftsLoading).toBe(false);
    });

    it('the NFTs are read once per account and network; other tabs read nothing more', async () => {
      const t = setUp();
      t.api.pages = history;
      t.connect();
      await openModal(t);

      await t.service.setTab('NFTs');
      await t.service.setTab('Activity');
      await t.service.setTab('NFTs');
      await t.service.setTab('Tokens');

      expect(t.historyCursors()).toHaveLength(4);
      expect(await firstValueFrom(t.service.currentTab$)).toBe('Tokens');
    });

    it('a refresh while the NFTs tab is open reads them again', async () => {
      const t = setUp();
      t.api.pages = history;
      t.connect();
      await openModal(t);
      await t.service.setTab('NFTs');

      await t.service.refresh();

      // On the refresh the Activity tab and the NFTs ask for the first page together: one request.
      expect(t.historyCursors()).toEqual([undefined, undefined, 'c2', 'c3', undefined, 'c2', 'c3']);
    });

    it('a history read for an account no longer shown is abandoned', async () => {
      const t = setUp();
      t.api.pages = history;
      t.connect();
      await openModal(t);
      t.api.hold();
      const opening = t.service.setTab('NFTs');
      await settle();

      t.api.pages = {};
      t.get(AccountStore).patchAccount('eip155', { address: SECOND_ACCOUNT });
      await settle();
      t.api.releaseAll();
      await opening;
      await settle();

      expect(t.store.get()).toMatchObject({ address: SECOND_ACCOUNT, nfts: [], nftsLoading: false });
    });

    it(`reads at most ${NFT_HISTORY_PAGE_LIMIT} pages of history`, async () => {
      const t = setUp();
      t.api.pages = Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [
          i === 0 ? '' : `c${i}`,
          { data: [transaction(String(i + 1), 'mint', [nft(`Ape-${i}`, 'in')])], next: `c${i + 1}` },
        ]),
      );
      t.connect();
      await openModal(t);

      await t.service.setTab('NFTs');

      expect(t.historyCursors()).toHaveLength(1 + NFT_HISTORY_PAGE_LIMIT);
      expect(t.store.get().nfts).toHaveLength(NFT_HISTORY_PAGE_LIMIT);
    });

    it('setTab before any account is shown only records the tab', async () => {
      const t = setUp();
      await t.service.setTab('NFTs');
      expect(t.get(AccountStore).account('eip155').currentTab).toBe('NFTs');
      expect(t.api.callsOf('getTransactions')).toEqual([]);
    });

    it('with no active namespace there is no account to show, and setTab does nothing', async () => {
      const t = setUp();
      t.connect();
      t.get(ChainStore).set({ activeNamespace: undefined, activeCaipNetwork: undefined });

      await t.service.refresh();
      await t.service.setTab('Activity');

      expect(t.store.get().address).toBeUndefined();
      expect(t.api.callsOf('getBalances')).toEqual([]);

      expect(await firstValueFrom(t.service.currentTab$)).toBe('Tokens');
      expect(t.get(AccountStore).account('eip155').currentTab).toBe('Tokens');
    });
  });

  describe('Hostile input §3: each list renders a bounded number of rows and counts the rest', () => {
    it('40,000 tokens render as the first LIST_ROWS_SHOWN rows, the rest counted, the total of all', async () => {
      const t = setUp();
      t.api.answers.balances = Array.from({ length: 40_000 }, (_, index) => ({
        ...dai,
        symbol: `T${index}`,
        address: `eip155:1:0x${index.toString(16).padStart(40, '0')}`,
        value: 1,
      }));
      t.connect();
      const started = performance.now();
      await openModal(t);

      const { tokens, tokensNotShown, totalUsd } = t.store.get();
      expect(tokens).toHaveLength(LIST_ROWS_SHOWN);
      expect(tokens[0]?.symbol).toBe('T0');
      expect(tokensNotShown).toBe(40_000 - LIST_ROWS_SHOWN);
      expect(totalUsd).toBe('$40,000.00');
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it('a history page of 40,000 transactions adds LIST_ROWS_SHOWN rows; the rest are counted, page after page', async () => {
      const t = setUp();
      const huge = (prefix: string) =>
        Array.from({ length: 40_000 }, (_, index) => transaction(`${prefix}${index}`, 'receive', null));
      t.api.pages = {
        '': { data: huge('a'), next: 'c-2' },
        'c-2': { data: huge('b'), next: null },
      };
      t.connect();
      await openModal(t);
      expect(t.store.get().activity).toHaveLength(LIST_ROWS_SHOWN);
      expect(t.store.get().activityNotShown).toBe(40_000 - LIST_ROWS_SHOWN);

      await t.service.loadMoreActivity();
      expect(t.store.get().activity).toHaveLength(2 * LIST_ROWS_SHOWN);
      expect(t.store.get().activityNotShown).toBe(2 * (40_000 - LIST_ROWS_SHOWN));
    });

    it('NFTs past LIST_ROWS_SHOWN are counted, not rendered', async () => {
      const t = setUp();
      const received = Array.from({ length: LIST_ROWS_SHOWN + 7 }, (_, index) =>
        transaction(`${index + 1}`, 'mint', [nft(`Art ${index}`, 'in')]),
      );
      t.api.pages = { '': { data: received, next: null } };
      t.connect();
      await openModal(t);
      await t.service.setTab('NFTs');
      expect(t.store.get().nfts).toHaveLength(LIST_ROWS_SHOWN);
      expect(t.store.get().nftsNotShown).toBe(7);
    });
  });

  describe('Hostile input §2: a refresh that fails never leaves the tabs loading nor a rejection unhandled', () => {
    it('rows that cannot be built end the loading state', async () => {
      const t = setUp();
      t.api.answers.balances = [dai];
      jest.spyOn(tokenRowsModule, 'tokenRows').mockImplementation(() => {
        throw new RangeError('Not a USD amount: Infinity');
      });
      const unhandled = jest.fn();
      process.on('unhandledRejection', unhandled);
      t.connect();
      await openModal(t);
      await new Promise((resolve) => setImmediate(resolve));
      process.off('unhandledRejection', unhandled);
      jest.restoreAllMocks();

      expect(t.store.get()).toMatchObject({ tokensLoading: false, activityLoading: false });
      expect(unhandled).not.toHaveBeenCalled();
    });
  });
});
