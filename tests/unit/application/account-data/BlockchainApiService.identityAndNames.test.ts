import { IdentityService } from '../../../../application/account-data/IdentityService';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { CACHE_LIFETIME_MS } from '../../../../domain/constants/timing';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { NameServiceError } from '../../../../domain/name/NameErrors';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { accountDataCore, ARBITRUM_ID, OTHER_ADDRESS, VISITOR } from './accountDataFixtures';

const ADA = { name: 'ada.reown.id', addresses: {}, attributes: [] };

/** A core whose active network (Ethereum) the API does not serve. */
function coreOnUnsupportedNetwork() {
  const t = accountDataCore();
  t.blockchainApi.answers.supportedChains = { http: [ARBITRUM_ID], ws: [] };
  return t;
}

function refusal(description: string): HttpStatusError {
  return new HttpStatusError(400, { status: 400, reasons: [{ name: 'refused', description }] });
}

describe('IdentityService.getIdentity (SPEC §7 GET /v1/identity/{address})', () => {
  it('SPEC §7 / REFERENCE §3a: asks for the address with the active address as sender', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.identity = { name: 'ada.eth', avatar: 'https://avatars.example/ada.png' };

    await expect(t.get(IdentityService).getIdentity(OTHER_ADDRESS)).resolves.toEqual({
      name: 'ada.eth',
      avatar: 'https://avatars.example/ada.png',
    });
    expect(t.blockchainApi.callsOf('getIdentity')).toEqual([[OTHER_ADDRESS, VISITOR]]);
  });

  it('SPEC §9 "identity 5 min": fresh at 299 999 ms without the API, stale at 300 000 ms', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.identity = { name: 'ada.eth', avatar: null };
    await t.get(IdentityService).getIdentity(VISITOR);

    t.clock.advance(CACHE_LIFETIME_MS.identity - 1);
    t.blockchainApi.answers.identity = { name: 'ada-renamed.eth', avatar: null };
    await expect(t.get(IdentityService).getIdentity(VISITOR)).resolves.toEqual({
      name: 'ada.eth',
      avatar: null,
    });
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(1);

    t.clock.advance(1);
    await expect(t.get(IdentityService).getIdentity(VISITOR)).resolves.toEqual({
      name: 'ada-renamed.eth',
      avatar: null,
    });
    expect(t.storage.getItem(KEYPORT_STORAGE.identityCache.key)).toContain('ada-renamed.eth');
  });

  it('SPEC §7: skipped on an unsupported active network: no name, no avatar, no call', async () => {
    const t = coreOnUnsupportedNetwork();

    await expect(t.get(IdentityService).getIdentity(VISITOR)).resolves.toEqual({ name: null, avatar: null });
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(0);
  });

  it('SPEC §7: skipped when there is no active network', async () => {
    const t = accountDataCore();
    t.get(ChainStore).set({ activeCaipNetwork: undefined });

    await expect(t.get(IdentityService).getIdentity(VISITOR)).resolves.toEqual({ name: null, avatar: null });
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(0);
  });

  it('SPEC §9: a failure is not cached; the caller sees it and the next call asks again', async () => {
    const t = accountDataCore();
    const failure = new HttpStatusError(500);
    t.blockchainApi.failNext('getIdentity', failure);

    await expect(t.get(IdentityService).getIdentity(VISITOR)).rejects.toBe(failure);
    await t.get(IdentityService).getIdentity(VISITOR);
    expect(t.blockchainApi.callsOf('getIdentity')).toHaveLength(2);
  });
});

describe('BlockchainApiService.reverseLookup (SPEC §7 GET /v1/profile/reverse/{address})', () => {
  it('SPEC §7: answers the names of the address, asked with the active address as sender', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.reverseProfiles = [ADA, { ...ADA, name: 'lovelace.reown.id' }];

    await expect(t.service.reverseLookup(OTHER_ADDRESS)).resolves.toEqual([
      'ada.reown.id',
      'lovelace.reown.id',
    ]);
    expect(t.blockchainApi.callsOf('reverseLookup')).toEqual([[OTHER_ADDRESS, VISITOR]]);
  });

  it('SPEC §9 "ens 5 min": cached in the ens cache, fresh at 299 999 ms, stale at 300 000 ms', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.reverseProfiles = [ADA];
    await t.service.reverseLookup(VISITOR);
    expect(t.storage.getItem(KEYPORT_STORAGE.ensCache.key)).toContain('ada.reown.id');

    t.clock.advance(CACHE_LIFETIME_MS.ens - 1);
    t.blockchainApi.answers.reverseProfiles = [];
    await expect(t.service.reverseLookup(VISITOR)).resolves.toEqual(['ada.reown.id']);
    expect(t.blockchainApi.callsOf('reverseLookup')).toHaveLength(1);

    t.clock.advance(1);
    await expect(t.service.reverseLookup(VISITOR)).resolves.toEqual([]);
    expect(t.blockchainApi.callsOf('reverseLookup')).toHaveLength(2);
  });

  it('SPEC §7: skipped on an unsupported active network', async () => {
    const t = coreOnUnsupportedNetwork();

    await expect(t.service.reverseLookup(VISITOR)).resolves.toEqual([]);
    expect(t.blockchainApi.callsOf('reverseLookup')).toHaveLength(0);
  });

  it("SPEC §8: a refusal rejects with the server's first reason description", async () => {
    const t = accountDataCore();
    t.blockchainApi.failNext('reverseLookup', refusal('Address is not valid'));

    const error = await t.service.reverseLookup(VISITOR).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NameServiceError);
    expect(error).toMatchObject({ shortMessage: 'Address is not valid' });
  });

  it('SPEC §8: a name error the adapter already read is passed on as it is', async () => {
    const t = accountDataCore();
    const refused = new NameServiceError('Address is not valid', { reasons: [] });
    t.blockchainApi.failNext('reverseLookup', refused);

    await expect(t.service.reverseLookup(VISITOR)).rejects.toBe(refused);
  });

  it('SPEC §8: any other failure rejects with "Error fetching names for address"', async () => {
    const t = accountDataCore();
    t.blockchainApi.failNext('reverseLookup', new Error('socket hang up'));

    await expect(t.service.reverseLookup(VISITOR)).rejects.toMatchObject({
      shortMessage: 'Error fetching names for address',
    });
  });
});

describe('BlockchainApiService.lookupName (SPEC §7 GET /v1/profile/account/{name})', () => {
  it("SPEC §7: answers the name's profile", async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.nameProfile = ADA;

    await expect(t.service.lookupName('ada.reown.id')).resolves.toEqual(ADA);
    expect(t.blockchainApi.callsOf('lookupName')).toEqual([['ada.reown.id']]);
  });

  it('SPEC §7: skipped on an unsupported active network (no profile)', async () => {
    const t = coreOnUnsupportedNetwork();

    await expect(t.service.lookupName('ada.reown.id')).resolves.toBeUndefined();
    expect(t.blockchainApi.callsOf('lookupName')).toHaveLength(0);
  });

  it('SPEC §8: failures reject with the server reason, or "Error resolving name"', async () => {
    const t = accountDataCore();
    t.blockchainApi.failNext('lookupName', refusal('Name not found'));
    await expect(t.service.lookupName('nobody.reown.id')).rejects.toMatchObject({
      shortMessage: 'Name not found',
    });

    t.blockchainApi.failNext('lookupName', new HttpStatusError(502, 'Bad gateway'));
    await expect(t.service.lookupName('nobody.reown.id')).rejects.toMatchObject({
      shortMessage: 'Error resolving name',
    });
  });
});

describe('BlockchainApiService.getNameSuggestions (SPEC §7 GET /v1/profile/suggestions/{name})', () => {
  it('SPEC §7: answers the suggestions', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.nameSuggestions = [{ name: 'ada1.reown.id', registered: false }];

    await expect(t.service.getNameSuggestions('ada')).resolves.toEqual([
      { name: 'ada1.reown.id', registered: false },
    ]);
  });

  it('SPEC §7: skipped on an unsupported active network', async () => {
    const t = coreOnUnsupportedNetwork();

    await expect(t.service.getNameSuggestions('ada')).resolves.toEqual([]);
    expect(t.blockchainApi.callsOf('getNameSuggestions')).toHaveLength(0);
  });

  it('SPEC §8: a failure rejects with "Error fetching name suggestions"', async () => {
    const t = accountDataCore();
    t.blockchainApi.failNext('getNameSuggestions', new HttpStatusError(500));

    await expect(t.service.getNameSuggestions('ada')).rejects.toMatchObject({
      shortMessage: 'Error fetching name suggestions',
    });
  });
});
