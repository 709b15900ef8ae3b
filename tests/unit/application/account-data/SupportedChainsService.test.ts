import { SupportedChainsService } from '../../../../application/account-data/SupportedChainsService';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';

function setUp(): { api: FakeBlockchainApi; chains: SupportedChainsService } {
  const api = new FakeBlockchainApi();
  api.answers.supportedChains = { http: ['eip155:1', 'eip155:42161'], ws: ['eip155:10'] };
  return { api, chains: new SupportedChainsService(api) };
}

describe('SupportedChainsService (SPEC §7 supported-chains list)', () => {
  it('SPEC §7: a network in the list is supported, one outside it is not', async () => {
    const { chains } = setUp();
    await expect(chains.isSupported('eip155:42161')).resolves.toBe(true);
    await expect(chains.isSupported('eip155:11155111')).resolves.toBe(false);
  });

  it('SPEC §7: the HTTP list decides (account calls are HTTP); a ws-only network is not supported', async () => {
    const { chains } = setUp();
    await expect(chains.isSupported('eip155:10')).resolves.toBe(false);
  });

  it('SPEC §7: with no active network nothing is supported, and the list is not even asked for', async () => {
    const { api, chains } = setUp();
    await expect(chains.isSupported(undefined)).resolves.toBe(false);
    expect(api.callsOf('getSupportedChains')).toHaveLength(0);
  });

  it('SPEC §7 GET v1/supported-chains: asked once, however many questions, concurrent or later', async () => {
    const { api, chains } = setUp();
    await Promise.all([chains.isSupported('eip155:1'), chains.isSupported('eip155:42161')]);
    await chains.isSupported('eip155:1');
    expect(api.callsOf('getSupportedChains')).toHaveLength(1);
  });

  it('SPEC §7: a failed load rejects with the API error and is asked again on the next question', async () => {
    const { api, chains } = setUp();
    const failure = new HttpStatusError(503);
    api.failNext('getSupportedChains', failure);

    await expect(chains.isSupported('eip155:1')).rejects.toBe(failure);
    await expect(chains.isSupported('eip155:1')).resolves.toBe(true);
    await chains.isSupported('eip155:1');

    expect(api.callsOf('getSupportedChains')).toHaveLength(2);
  });
});
