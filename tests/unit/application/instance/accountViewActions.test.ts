import {
  getAccountDetails,
  getAccountTabs,
  loadAccountTabs,
  loadMoreActivity,
  retryAccountTab,
  selectAccountTab,
  watchAccountDetails,
  watchAccountTabs,
  type AccountDetails,
  type AccountTabs,
} from '../../../../application/instance/actions';
import { AccountStore } from '../../../../application/account/AccountStore';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { FeatureNotLoadedError } from '../../../../domain/errors/FeatureNotLoadedError';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { connectedVisitor, lazyInstance } from './lazyInstances';
import { settle, type TestCore } from '../../../support/createTestCore';
import { aTransaction, ETHEREUM_ID, usdc, VISITOR } from '../account-data/accountDataFixtures';

/** The tabs loaded, and the modal opened once (the tabs read nothing before the visitor does). */
async function opened(t: TestCore): Promise<void> {
  await loadAccountTabs(t.core);
  await t.core.open();
  await settle();
}

describe('the Account view tabs as a get/watch pair (SPEC §2 Tokens, NFTs, Activity)', () => {
  it('getAccountTabs and watchAccountTabs say which action loads them, until it has', async () => {
    const t = connectedVisitor();
    expect(() => getAccountTabs(t.core)).toThrow(FeatureNotLoadedError);
    expect(() => getAccountTabs(t.core)).toThrow(
      'getAccountTabs needs loadAccountTabs(keyport) to have finished first',
    );
    expect(() => watchAccountTabs(t.core, { onChange: () => undefined })).toThrow(FeatureNotLoadedError);
    await loadAccountTabs(t.core);
    expect(getAccountTabs(t.core)).toMatchObject({ currentTab: 'Tokens', tokens: [] });
  });

  it("SPEC §5/§9: from the first open the tabs hold the account's rows; the same object until they change, each change watched", async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.balances = [usdc];
    await loadAccountTabs(t.core);
    const seen: AccountTabs[] = [];
    const unwatch = watchAccountTabs(t.core, { onChange: (tabs) => seen.push(tabs) });
    expect(t.blockchainApi.callsOf('getBalances')).toEqual([]);

    await t.core.open();
    await settle();

    const tabs = getAccountTabs(t.core);
    expect(tabs).toBe(getAccountTabs(t.core));
    expect(tabs).toMatchObject({ address: VISITOR, caipNetworkId: ETHEREUM_ID, totalUsd: '$12.50' });
    expect(tabs.tokens.map((row) => row.symbol)).toEqual(['USDC']);
    expect(seen.at(-1)).toBe(tabs);
    unwatch();
  });

  it('selectAccountTab opens a tab (SPEC §3 currentTab) and reads the NFTs the first time; a name that is no tab is refused', async () => {
    const t = connectedVisitor();
    await opened(t);
    const reads = t.blockchainApi.callsOf('getTransactions').length;
    await selectAccountTab(t.core, { tab: 'NFTs' });
    expect(getAccountTabs(t.core).currentTab).toBe('NFTs');
    expect(t.get(AccountStore).account('eip155').currentTab).toBe('NFTs');
    expect(t.blockchainApi.callsOf('getTransactions').length).toBeGreaterThan(reads);
    await expect(selectAccountTab(t.core, { tab: 'Settings' as never })).rejects.toThrow(
      'selectAccountTab: expected one of Tokens, NFTs, Activity, got "Settings"',
    );
  });

  it('SPEC §4: loadMoreActivity adds the next page by its cursor', async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.transactions = { data: [aTransaction('2', ETHEREUM_ID)], next: 'page-2' };
    await opened(t);
    t.blockchainApi.answers.transactions = { data: [aTransaction('1', ETHEREUM_ID)], next: null };
    await loadMoreActivity(t.core);
    expect(getAccountTabs(t.core)).toMatchObject({ next: null });
    expect(getAccountTabs(t.core).activity.map((row) => row.id)).toEqual(['2', '1']);
  });

  it("SPEC §8: a failed page is the tab's failure, with its error; retryAccountTab asks for it again", async () => {
    const t = connectedVisitor();
    t.blockchainApi.failNext('getTransactions', new HttpStatusError(500));
    await opened(t);
    expect(getAccountTabs(t.core).activityFailure).toMatchObject({
      cursor: null,
      error: { shortMessage: 'Failed to fetch transactions' },
    });
    t.blockchainApi.answers.transactions = { data: [aTransaction('1', ETHEREUM_ID)], next: null };
    await retryAccountTab(t.core, { tab: 'Activity' });
    expect(getAccountTabs(t.core).activityFailure).toBeUndefined();
    expect(getAccountTabs(t.core).activity).toHaveLength(1);
    await expect(retryAccountTab(t.core, { tab: 'Wallet' as never })).rejects.toBeInstanceOf(TypeError);
  });

  it("SPEC §9: the balances' Retry asks nothing before the retry gap has passed", async () => {
    const t = connectedVisitor();
    t.blockchainApi.failNext('getBalances', new HttpStatusError(503));
    await opened(t);
    expect(getAccountTabs(t.core).tokensProblem).toMatchObject({ kind: 'failed', retryInSeconds: 30 });
    await retryAccountTab(t.core, { tab: 'Tokens' });
    await retryAccountTab(t.core, { tab: 'NFTs' });
    expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(1);
  });
});

describe("the account's details as a get/watch pair (what the Account and Receive views show)", () => {
  it("SPEC §3: the address, name, avatar, native balance, explorer link, wallet image and the namespace's networks", () => {
    const t = connectedVisitor();
    t.get(AccountStore).patchAccount('eip155', {
      profileName: 'ada.eth',
      profileImage: 'https://img.example/ada.png',
      balance: '1.5',
      balanceSymbol: 'ETH',
      addressExplorerUrl: `https://etherscan.io/address/${VISITOR}`,
      connectedWalletInfo: { name: 'Rabby', icon: 'https://img.example/rabby.png' },
    });
    expect(getAccountDetails(t.core)).toEqual<AccountDetails>({
      namespace: 'eip155',
      address: VISITOR,
      network: ethereum,
      networks: [ethereum, arbitrum],
      profileName: 'ada.eth',
      profileImage: 'https://img.example/ada.png',
      balance: '1.5',
      balanceSymbol: 'ETH',
      explorerUrl: `https://etherscan.io/address/${VISITOR}`,
      walletImageUrl: 'https://img.example/rabby.png',
      // SPEC §2 default order; swaps on Ethereum, a SPEC §9 swap network.
      walletFeatures: ['onramp', 'swaps', 'receive', 'send'],
    });
  });

  it('SPEC §2/§9: the wallet features follow the network: no swaps off the swap networks', async () => {
    const t = lazyInstance({
      options: { networks: [ethereum, { ...arbitrum, id: 421614, caipNetworkId: 'eip155:421614' }] },
    });
    arrangeConnected(t, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), VISITOR);
    expect(getAccountDetails(t.core).walletFeatures).toContain('swaps');
    await t.core.switchNetwork(t.core.getCaipNetworks()[1] as never);
    expect(getAccountDetails(t.core).walletFeatures).not.toContain('swaps');
  });

  it('the same object until a detail changes; watchAccountDetails reports the change only', () => {
    const t = connectedVisitor();
    const before = getAccountDetails(t.core);
    expect(getAccountDetails(t.core)).toBe(before);
    const seen: [string | undefined, string | undefined][] = [];
    const unwatch = watchAccountDetails(t.core, {
      onChange: (details, previous) => seen.push([details.balance, previous.balance]),
    });
    expect(seen).toEqual([]);
    t.get(AccountStore).patchAccount('eip155', { balance: '2', balanceSymbol: 'ETH' });
    expect(seen).toEqual([['2', undefined]]);
    expect(getAccountDetails(t.core)).not.toBe(before);
    unwatch();
  });

  it('no namespace connected: no address, and nothing to offer', () => {
    const t = lazyInstance({ options: { networks: [ethereum] } });
    expect(getAccountDetails(t.core)).toMatchObject({ namespace: 'eip155', address: undefined });
  });
});
