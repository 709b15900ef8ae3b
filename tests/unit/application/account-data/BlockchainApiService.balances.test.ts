import * as E from 'fp-ts/Either';
import { BlockchainApiService } from '../../../../application/account-data/BlockchainApiService';
import { CACHE_LIFETIME_MS, TIMING_MS } from '../../../../domain/constants/timing';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { decodeStoredValue } from '../../../../domain/storage/StorageEntry';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { createTestCore } from '../../../support/createTestCore';
import {
  accountDataCore,
  ARBITRUM_ID,
  ETHEREUM_ID,
  ether,
  OTHER_ADDRESS,
  punks,
  SEPOLIA_ID,
  snackbarMessage,
  usdc,
  VISITOR,
} from './accountDataFixtures';

const UNAVAILABLE = 'Token Balance Unavailable';

function storedBalanceCache(storage: MemoryStorage) {
  const raw = storage.getItem(KEYPORT_STORAGE.balanceCache.key);
  if (raw === null) return undefined;
  const decoded = decodeStoredValue(KEYPORT_STORAGE.balanceCache, raw);
  return E.isRight(decoded) ? decoded.right : undefined;
}

describe('BlockchainApiService.getBalances (SPEC §7 GET /v1/account/{address}/balance)', () => {
  it('SPEC §7: asks the API for the address on the network', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.balances = [usdc];

    await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([usdc]);

    expect(t.blockchainApi.callsOf('getBalances')).toEqual([[{ address: VISITOR, chainId: ETHEREUM_ID }]]);
    expect(snackbarMessage(t)).toBeUndefined();
  });

  it('SPEC §5 "Tokens with zero decimals are filtered out", from the API and from the cache', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.balances = [usdc, punks, ether];

    const fetched = await t.service.getBalances(VISITOR, ETHEREUM_ID);
    const cached = await t.service.getBalances(VISITOR, ETHEREUM_ID);

    expect(fetched.map((b) => b.symbol)).toEqual(['USDC', 'ETH']);
    expect(cached.map((b) => b.symbol)).toEqual(['USDC', 'ETH']);
  });

  describe('SPEC §9 "Cache lifetimes: balance 30 s"', () => {
    it('SPEC §9: a fresh entry is answered without the API at 29 999 ms, and is stale at 30 000 ms', async () => {
      const t = accountDataCore();
      t.blockchainApi.answers.balances = [usdc];
      await t.service.getBalances(VISITOR, ETHEREUM_ID);

      t.clock.advance(CACHE_LIFETIME_MS.balance - 1);
      t.blockchainApi.answers.balances = [usdc, ether];
      await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([usdc]);
      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(1);

      t.clock.advance(1);
      await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([usdc, ether]);
      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(2);
    });

    it('SPEC §9: the cache is in storage under the network and address, timed on the Clock', async () => {
      const t = accountDataCore();
      t.blockchainApi.answers.balances = [{ ...usdc, quantity: { decimals: 6, numeric: '12.5' } }];

      await t.service.getBalances(VISITOR, ETHEREUM_ID);

      expect(storedBalanceCache(t.storage)).toEqual({
        [`${ETHEREUM_ID}:${VISITOR}`]: { value: [usdc], timestamp: t.clock.now() },
      });
    });

    it('SPEC §9: each account and network has its own entry', async () => {
      const t = accountDataCore();
      await t.service.getBalances(VISITOR, ETHEREUM_ID);
      await t.service.getBalances(VISITOR, ARBITRUM_ID);
      await t.service.getBalances(OTHER_ADDRESS, ETHEREUM_ID);

      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(3);
    });

    it('SPEC §9: a reload within 30 s reads the stored cache and asks nothing', async () => {
      const storage = new MemoryStorage();
      const first = createTestCore({ storage });
      first.blockchainApi.answers.balances = [usdc];
      await first.get(BlockchainApiService).getBalances(VISITOR, ETHEREUM_ID);

      const reloaded = createTestCore({ storage });
      reloaded.clock.advance(CACHE_LIFETIME_MS.balance - 1);

      await expect(reloaded.get(BlockchainApiService).getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([
        usdc,
      ]);
      expect(reloaded.blockchainApi.callsOf('getBalances')).toHaveLength(0);
    });
  });

  describe('SPEC §7 "Calls are skipped (empty defaults)" and SPEC §8 "Token Balance Unavailable"', () => {
    it('SPEC §7/§8: an unsupported network answers [] without calling the API, with the error to show, and shows nothing itself', async () => {
      const t = accountDataCore();

      const answer = await t.service.loadBalances(VISITOR, SEPOLIA_ID);

      expect(answer).toMatchObject({ status: 'unsupported', balances: [] });
      expect(answer.status === 'unsupported' && answer.error).toMatchObject({
        shortMessage: UNAVAILABLE,
        reason: 'unsupported',
      });
      await expect(t.service.getBalances(VISITOR, SEPOLIA_ID)).resolves.toEqual([]);
      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(0);
      expect(snackbarMessage(t)).toBeUndefined();
    });

    it('SPEC §8: a failed fetch answers [] when nothing is known, with "Token Balance Unavailable", its cause and when to retry', async () => {
      const t = accountDataCore();
      const cause = new HttpStatusError(500);
      t.blockchainApi.failNext('getBalances', cause);

      const answer = await t.service.loadBalances(VISITOR, ETHEREUM_ID);

      expect(answer).toMatchObject({ status: 'failed', balances: [] });
      if (answer.status !== 'failed') throw new Error('expected a failed answer');
      expect(answer.retryAt).toBe(t.clock.now() + TIMING_MS.balanceRetryGap);
      expect(answer.error).toMatchObject({
        code: 'TOKEN_BALANCE_UNAVAILABLE',
        shortMessage: UNAVAILABLE,
        reason: 'failed',
        retryAt: answer.retryAt,
        lastKnownBalances: [],
        cause,
      });
      expect(snackbarMessage(t)).toBeUndefined();
    });

    it('SPEC §9: within the retry gap the answer carries the error of the failure that started it, not a new one', async () => {
      const t = accountDataCore();
      t.blockchainApi.failNext('getBalances', new HttpStatusError(500));
      const first = await t.service.loadBalances(VISITOR, ETHEREUM_ID);
      t.clock.advance(TIMING_MS.balanceRetryGap - 1);

      const held = await t.service.loadBalances(VISITOR, ETHEREUM_ID);

      expect(held.status).toBe('failed');
      expect(held.status === 'failed' && first.status === 'failed' && held.error === first.error).toBe(true);
      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(1);
    });

    it('SPEC §8: a supported-chains list that cannot load is a balance that cannot load', async () => {
      const t = accountDataCore();
      t.blockchainApi.failNext('getSupportedChains', new HttpStatusError(502));

      await expect(t.service.loadBalances(VISITOR, ETHEREUM_ID)).resolves.toMatchObject({
        status: 'failed',
        balances: [],
        error: { shortMessage: UNAVAILABLE },
      });

      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(0);
      t.clock.advance(TIMING_MS.balanceRetryGap - 1);
      await t.service.getBalances(VISITOR, ETHEREUM_ID);
      expect(t.blockchainApi.callsOf('getSupportedChains')).toHaveLength(1);
    });
  });

  describe('SPEC §9 "Balance retry gap 30 s"', () => {
    it('SPEC §9: after a failure the API is not asked again at 29 999 ms, and is at 30 000 ms', async () => {
      const t = accountDataCore();
      t.blockchainApi.failNext('getBalances', new HttpStatusError(500));
      await t.service.getBalances(VISITOR, ETHEREUM_ID);
      t.blockchainApi.answers.balances = [usdc];

      t.clock.advance(TIMING_MS.balanceRetryGap - 1);
      await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([]);
      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(1);

      t.clock.advance(1);
      await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([usdc]);
      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(2);
    });

    it('SPEC §9: during the gap the last known balances are answered, even past their cache lifetime', async () => {
      const t = accountDataCore();
      t.blockchainApi.answers.balances = [usdc, punks];
      await t.service.getBalances(VISITOR, ETHEREUM_ID);
      t.clock.advance(CACHE_LIFETIME_MS.balance);

      t.blockchainApi.failNext('getBalances', new HttpStatusError(500));
      await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([usdc]);
      t.clock.advance(TIMING_MS.balanceRetryGap - 1);
      await expect(t.service.getBalances(VISITOR, ETHEREUM_ID)).resolves.toEqual([usdc]);

      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(2);
    });

    it('SPEC §9: the gap holds back only the account and network that failed', async () => {
      const t = accountDataCore();
      t.blockchainApi.failNext('getBalances', new HttpStatusError(500));
      await t.service.getBalances(VISITOR, ETHEREUM_ID);

      await t.service.getBalances(VISITOR, ARBITRUM_ID);

      expect(t.blockchainApi.callsOf('getBalances')).toHaveLength(2);
    });
  });
});
