import { mnemonicToAccount } from 'viem/accounts';
import { DEMO_PROJECT_ID, DEV_MNEMONIC } from '../../../devstack/config';
import { STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

/** SPEC §5: an EVM chain's coin type is its id OR 2^31; chain 1 → 2147483649. */
const MAINNET_COIN_TYPE = 2_147_483_649;

const alice = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 4 });
const mallory = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 });

let stack: ApiStack;

beforeAll(async () => {
  stack = await startApiStack();
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

/** SPEC §9: the message holds the name, empty attributes and the unix-seconds timestamp. */
function registrationMessage(name: string, nowMs = Date.now()): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1_000) });
}

async function register(
  signer: typeof alice,
  name: string,
  overrides: Partial<{ address: string; coin_type: number; message: string }> = {},
) {
  const message = overrides.message ?? registrationMessage(name);
  const signature = await signer.signMessage({ message });
  return stack.post('/v1/profile/account', {
    coin_type: overrides.coin_type ?? MAINNET_COIN_TYPE,
    address: overrides.address ?? signer.address,
    message,
    signature,
  });
}

describe('names (SPEC §7 profile calls, §5 name rule, REFERENCE §3a)', () => {
  it('starts with no identity, no reverse names and every suggestion free', async () => {
    expect((await stack.get(`/v1/identity/${alice.address}`, { sender: alice.address })).body).toEqual({
      name: null,
      avatar: null,
    });
    expect((await stack.get(`/v1/profile/reverse/${alice.address}`, { apiVersion: '2' })).body).toEqual([]);
    const suggestions = await stack.get<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/alice-dev',
      { zone: 'reown.id' },
    );
    expect(suggestions.body.suggestions[0]).toEqual({ name: 'alice-dev.reown.id', registered: false });
    expect(suggestions.body.suggestions.length).toBeGreaterThan(1);
  });

  it('registers a name signed by its address (no project id needed), then identity, reverse and lookup return it', async () => {
    const registered = await register(alice, 'alice-dev.reown.id');
    expect(registered.status).toBe(200);

    expect((await stack.get(`/v1/identity/${alice.address}`)).body).toEqual({
      name: 'alice-dev.reown.id',
      avatar: null,
    });
    const profile = {
      name: 'alice-dev.reown.id',
      registered_at: expect.any(String),
      updated_at: expect.any(String),
      addresses: { [String(MAINNET_COIN_TYPE)]: { address: alice.address, created: expect.any(String) } },
      attributes: [],
    };
    expect(
      (await stack.get(`/v1/profile/reverse/${alice.address}`, { sender: alice.address, apiVersion: '2' }))
        .body,
    ).toEqual([profile]);
    expect((await stack.get('/v1/profile/account/alice-dev.reown.id', { apiVersion: '2' })).body).toEqual(
      profile,
    );
    expect((await stack.get('/v1/profile/account/alice-dev', { apiVersion: '2' })).body).toEqual(profile);
    const suggestions = await stack.get<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/alice-dev',
      { zone: 'reown.id' },
    );
    expect(suggestions.body.suggestions[0]).toEqual({ name: 'alice-dev.reown.id', registered: true });
    expect(suggestions.body.suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true);
  });

  it('refuses a signature that is not the address owner’s with 400 and a reason', async () => {
    const answer = await register(mallory, 'not-mine', { address: alice.address });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 400, reasons: [{ name: 'invalid_signature', description: expect.any(String) }] },
    });
  });

  it('refuses a name already taken with 409, even with a valid signature', async () => {
    const answer = await register(mallory, 'alice-dev.reown.id');
    expect(answer).toMatchObject({ status: 409, body: { status: 409, reasons: [{ name: 'name_taken' }] } });
  });

  it('refuses names breaking the SPEC §5 rule, unknown coin types and stale messages with 400', async () => {
    for (const name of ['abc', 'no_underscores', 'dots.in.name.reown.id']) {
      expect((await register(mallory, name)).status).toBe(400);
    }
    expect((await register(mallory, 'mallory-dev', { coin_type: 2_147_483_658 })).status).toBe(400);
    expect((await register(mallory, 'mallory-dev', { coin_type: 60 })).status).toBe(400);
    const stale = registrationMessage('mallory-dev', Date.now() - 3_600_000);
    expect((await register(mallory, 'mallory-dev', { message: stale })).status).toBe(400);
    expect((await register(mallory, 'mallory-dev', { message: 'not json' })).status).toBe(400);
  });

  it('keeps the avatar and bio of the signed attributes, which identity then shows', async () => {
    const message = JSON.stringify({
      name: 'mallory-dev',
      attributes: { avatar: 'https://example.test/mallory.png', bio: 'hi' },
      timestamp: Math.floor(Date.now() / 1_000),
    });
    expect((await register(mallory, 'mallory-dev', { message })).status).toBe(200);
    expect((await stack.get(`/v1/identity/${mallory.address}`)).body).toEqual({
      name: 'mallory-dev.reown.id',
      avatar: 'https://example.test/mallory.png',
    });
    expect((await stack.get('/v1/profile/account/mallory-dev', { apiVersion: '2' })).body).toMatchObject({
      attributes: [{ avatar: 'https://example.test/mallory.png', bio: 'hi' }],
    });
  });

  it('answers 404 with a reason for a name nobody registered', async () => {
    const answer = await stack.get('/v1/profile/account/nobody-here.reown.id', {
      apiVersion: '2',
      projectId: DEMO_PROJECT_ID,
    });
    expect(answer).toMatchObject({
      status: 404,
      body: { status: 404, reasons: [{ name: 'name_not_found' }] },
    });
  });
});
