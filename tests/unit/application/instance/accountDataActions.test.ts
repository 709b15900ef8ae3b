import { getActivity, getBalances, getIdentity, resolveName } from '../../../../application/instance/actions';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { TIMING_MS } from '../../../../domain/constants/timing';
import {
  TokenBalanceUnavailableError,
  TransactionsFetchFailedError,
} from '../../../../domain/errors/AccountDataErrors';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { WalletNotConnectedError } from '../../../../domain/errors/WalletRequestErrors';
import { NameServiceError } from '../../../../domain/name/NameErrors';
import { InvalidCaipNetworkIdError } from '../../../../domain/network/parseCaipNetworkId';
import { InvalidAddressError, ReceiverNameWithoutAddressError } from '../../../../domain/send/SendErrors';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { solanaMainnet } from '../../../fixtures/networks';
import { connectedVisitor, lazyInstance } from './lazyInstances';
import { type TestCore } from '../../../support/createTestCore';
import {
  aTransaction,
  ether,
  ETHEREUM_ID,
  OTHER_ADDRESS,
  punks,
  SEPOLIA_ID,
  usdc,
  VISITOR,
} from '../account-data/accountDataFixtures';

function snackbarShown(t: TestCore): boolean {
  return t.get(SnackbarStore).get().open;
}

describe('getBalances: SPEC §7 balance call, §9 cache and retry gap, §8 "Token Balance Unavailable" thrown', () => {
  it("SPEC §5/§9: the connected account's tokens on the active network, less those hidden, with their exact USD total", async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.balances = [usdc, ether, punks];
    const { balances, totalUsd } = await getBalances(t.core);
    expect(balances.map((balance) => balance.symbol)).toEqual(['USDC', 'ETH']);
    // 12.5 + 0 (ether has no value of its own in this answer): added exactly, as decimal text.
    expect(totalUsd).toBe('12.5');
    expect(t.blockchainApi.callsOf('getBalances')).toEqual([[{ address: VISITOR, chainId: ETHEREUM_ID }]]);
    await getBalances(t.core);
    expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(1);
  });

  it('reads another address, on another network, when asked', async () => {
    const t = connectedVisitor();
    await getBalances(t.core, { address: OTHER_ADDRESS, network: 'eip155:42161' });
    expect(t.blockchainApi.callsOf('getBalances')).toEqual([
      [{ address: OTHER_ADDRESS, chainId: 'eip155:42161' }],
    ]);
  });

  it('SPEC §8/§9: a failure throws Token Balance Unavailable with when to retry and the last known balances; within the gap the same error, unasked', async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.balances = [usdc];
    await getBalances(t.core);
    t.clock.advance(30_000);
    const cause = new HttpStatusError(503);
    t.blockchainApi.failNext('getBalances', cause);

    const failure = await getBalances(t.core).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenBalanceUnavailableError);
    expect(failure).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      shortMessage: 'Token Balance Unavailable',
      reason: 'failed',
      retryAt: t.clock.now() + TIMING_MS.balanceRetryGap,
      lastKnownBalances: [usdc],
      cause,
    });
    expect(snackbarShown(t)).toBe(false);

    t.clock.advance(TIMING_MS.balanceRetryGap - 1);
    await expect(getBalances(t.core)).rejects.toBe(failure);
    expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(2);
    t.clock.advance(1);
    await expect(getBalances(t.core)).resolves.toMatchObject({ balances: [usdc] });
    expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(3);
  });

  it('SPEC §7/§8: a network the API does not serve, or one without balances (SPEC §9), throws "unsupported" without asking', async () => {
    const t = connectedVisitor();
    await expect(getBalances(t.core, { network: SEPOLIA_ID })).rejects.toMatchObject({
      constructor: TokenBalanceUnavailableError,
      reason: 'unsupported',
      retryAt: undefined,
    });
    await expect(
      getBalances(t.core, { network: 'bip122:000000000019d6689c085ae165831e93' }),
    ).rejects.toMatchObject({
      reason: 'unsupported',
    });
    expect(t.blockchainApi.callsOf('getBalances')).toEqual([]);
  });

  it('refuses what cannot name an account on a network, before asking anything', async () => {
    const t = connectedVisitor();
    await expect(getBalances(t.core, { address: 'not-an-address' })).rejects.toBeInstanceOf(
      InvalidAddressError,
    );
    await expect(getBalances(t.core, { network: 'eip155:one' as never })).rejects.toBeInstanceOf(
      InvalidCaipNetworkIdError,
    );
    const visitorless = lazyInstance();
    await expect(getBalances(visitorless.core)).rejects.toBeInstanceOf(WalletNotConnectedError);
    expect(t.blockchainApi.callsOf('getBalances')).toEqual([]);
    await t.core.destroy();
    await expect(getBalances(t.core)).rejects.toBeInstanceOf(KeyportDestroyedError);
  });
});

describe('getActivity: SPEC §7 history call, §4 cursor, §8 "Failed to fetch transactions" thrown', () => {
  it("SPEC §4/§5: a page of the connected account's history on the active network, spam left out, and the next cursor", async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.transactions = {
      data: [aTransaction('2', ETHEREUM_ID), aTransaction('1', ETHEREUM_ID, true)],
      next: 'page-2',
    };
    const page = await getActivity(t.core);
    expect(page.transactions.map((transaction) => transaction.id)).toEqual(['2']);
    expect(page.next).toBe('page-2');
    await getActivity(t.core, { cursor: page.next });
    expect(t.blockchainApi.callsOf('getTransactions')).toEqual([
      [{ account: VISITOR, chainId: ETHEREUM_ID }],
      [{ account: VISITOR, chainId: ETHEREUM_ID, cursor: 'page-2' }],
    ]);
  });

  it('SPEC §8/§7: a failure throws "Failed to fetch transactions" and hosts get ERROR_FETCH_TRANSACTIONS', async () => {
    const t = connectedVisitor();
    t.blockchainApi.failNext('getTransactions', new HttpStatusError(500));
    await expect(getActivity(t.core, { cursor: 'page-3' })).rejects.toBeInstanceOf(
      TransactionsFetchFailedError,
    );
    expect(t.core.getEvent().data).toMatchObject({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { network: ETHEREUM_ID, cursor: 'page-3' },
    });
    expect(snackbarShown(t)).toBe(false);
  });

  it('SPEC §9 "Activity: eip155": another namespace has an empty last page, nothing asked', async () => {
    const t = lazyInstance({
      options: { networks: [solanaMainnet] },
      adapters: [new FakeChainAdapter('solana')],
    });
    await expect(
      getActivity(t.core, { address: 'So1anaVisitor1111111111111111111111111111' }),
    ).resolves.toEqual({ transactions: [], next: null });
    expect(t.blockchainApi.callsOf('getTransactions')).toEqual([]);
  });
});

describe('getIdentity and resolveName: SPEC §7 identity and profile lookup', () => {
  it('SPEC §7/§9: the name and avatar of an address, cached', async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.identity = { name: 'ada.eth', avatar: 'https://img.example/ada.png' };
    await expect(getIdentity(t.core, { address: OTHER_ADDRESS })).resolves.toEqual({
      name: 'ada.eth',
      avatar: 'https://img.example/ada.png',
    });
    await getIdentity(t.core, { address: OTHER_ADDRESS });
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(1);
    await expect(getIdentity(t.core, { address: ' ' })).rejects.toBeInstanceOf(TypeError);
  });

  it('a failed identity call throws the API error', async () => {
    const t = connectedVisitor();
    t.blockchainApi.failNext('getIdentity', new HttpStatusError(502));
    await expect(getIdentity(t.core, { address: OTHER_ADDRESS })).rejects.toThrow('HTTP status code: 502');
  });

  it('SPEC §7/§5: the address a name points to on the active network, with its avatar', async () => {
    const t = connectedVisitor();
    t.blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '60': { address: OTHER_ADDRESS } },
      attributes: [{ avatar: 'https://img.example/ada.png' }],
    };
    await expect(resolveName(t.core, { name: ' ada.reown.id ' })).resolves.toEqual({
      name: 'ada.reown.id',
      address: OTHER_ADDRESS,
      avatar: 'https://img.example/ada.png',
    });
    expect(t.blockchainApi.callsOf('lookupName')).toEqual([['ada.reown.id']]);
  });

  it("SPEC §8: a name pointing nowhere here says so; a failed lookup throws the server's reason", async () => {
    const t = connectedVisitor();
    await expect(resolveName(t.core, { name: 'ada.reown.id' })).rejects.toThrow(
      new ReceiverNameWithoutAddressError('ada.reown.id'),
    );
    t.blockchainApi.failNext(
      'lookupName',
      new HttpStatusError(404, {
        status: 404,
        reasons: [{ name: 'not found', description: 'Name is not registered' }],
      }),
    );
    const refused = await resolveName(t.core, { name: 'nobody.reown.id' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NameServiceError);
    expect(refused).toMatchObject({ shortMessage: 'Name is not registered' });
    await expect(resolveName(t.core, { name: '' })).rejects.toBeInstanceOf(TypeError);
    await expect(resolveName(t.core, { name: 42 as never })).rejects.toThrow(
      'resolveName: expected a name, got 42',
    );
  });
});
