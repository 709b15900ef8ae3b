import { BlockchainApiService } from '../../../../application/account-data/BlockchainApiService';
import { IdentityService } from '../../../../application/account-data/IdentityService';
import { SupportedChainsService } from '../../../../application/account-data/SupportedChainsService';
import { createTestCore } from '../../../support/createTestCore';
import { ETHEREUM_ID, VISITOR } from './accountDataFixtures';

describe('accountDataModule (ARCHITECTURE "The container and the core": one container per core, explicit scopes)', () => {
  it.each([
    ['SupportedChainsService', SupportedChainsService],
    ['BlockchainApiService', BlockchainApiService],
    ['IdentityService', IdentityService],
  ] as const)('the %s is one instance per core', (_name, service) => {
    const t = createTestCore();
    expect(t.get<object>(service)).toBe(t.get<object>(service));
  });

  it('SPEC §7: the supported-chains list is shared by every call of a core, and not between cores', async () => {
    const first = createTestCore();
    const second = createTestCore();

    await first.get(BlockchainApiService).getBalances(VISITOR, ETHEREUM_ID);
    await first.get(BlockchainApiService).getTransactions(VISITOR, ETHEREUM_ID);
    await second.get(BlockchainApiService).getBalances(VISITOR, ETHEREUM_ID);

    expect(first.blockchainApi.callsOf('getSupportedChains')).toHaveLength(1);
    expect(second.blockchainApi.callsOf('getSupportedChains')).toHaveLength(1);
  });
});
