import { type AccountType } from '../../../devstack/wallet-service/protocol/serviceApi';
import { type SmartAccounts } from '../../../devstack/wallet-service/server/AccountTypes';
import { serviceFixture } from './serviceFixture';

const EMAIL = 'visitor@example.com';
const NEW_EMAIL = 'new.address@example.com';
const MINUTE = 60_000;

describe('wallet service: changing the email (SPEC §4)', () => {
  it('a code to the current address, then one to the new address, then the account moves: same address, new email', async () => {
    const f = serviceFixture();
    const token = await f.logIn(EMAIL);
    const on = f.context({ token });
    const before = (await f.ok('GET_USER', undefined, on)) as { address: string };

    // SPEC §5: the login's code went to this address just now; the next code waits its 30 s.
    expect(await f.error('UPDATE_EMAIL', { email: NEW_EMAIL }, on)).toBe('Please try again after 30 seconds');
    f.clock.advance(MINUTE);
    expect(await f.ok('UPDATE_EMAIL', { email: NEW_EMAIL }, on)).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(f.lastMail(EMAIL).subject).toBe('Confirm the change of your email address');
    expect(await f.error('UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' }, on)).toBe(
      'Enter the code sent to your current address first',
    );
    await f.ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: f.lastMail(EMAIL).code }, on);
    expect(f.lastMail(NEW_EMAIL).subject).toBe('Confirm your new email address');
    expect(await f.ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: f.lastMail(NEW_EMAIL).code }, on)).toEqual({
      newEmail: NEW_EMAIL,
    });

    expect(await f.ok('GET_USER', undefined, on)).toMatchObject({
      address: before.address,
      email: NEW_EMAIL,
    });
    // The new address leads to the same account; the old one to a new account with another key.
    f.clock.advance(MINUTE);
    const again = await f.logIn(NEW_EMAIL);
    expect(await f.ok('GET_USER', undefined, f.context({ token: again }))).toMatchObject({
      address: before.address,
    });
    f.clock.advance(MINUTE);
    const old = await f.logIn(EMAIL);
    const oldUser = (await f.ok('GET_USER', undefined, f.context({ token: old }))) as { address: string };
    expect(oldUser.address).not.toBe(before.address);
  });

  it('refuses the address the account already has, one that belongs to another account, and wrong codes', async () => {
    const f = serviceFixture();
    await f.logIn('other@example.com', f.context({ deviceId: 'device-2' }));
    const on = f.context({ token: await f.logIn(EMAIL) });
    expect(await f.error('UPDATE_EMAIL', { email: EMAIL }, on)).toBe(
      'This is already the account’s email address',
    );
    expect(await f.error('UPDATE_EMAIL', { email: 'other@example.com' }, on)).toBe(
      'This email address belongs to another account',
    );
    f.clock.advance(MINUTE);
    await f.ok('UPDATE_EMAIL', { email: NEW_EMAIL }, on);
    expect(await f.error('UPDATE_EMAIL_PRIMARY_OTP', { otp: 'nope' }, on)).toBe('Wrong code: 4 tries left');
    expect(await f.error('UPDATE_EMAIL', { email: NEW_EMAIL }, f.context())).toBe(
      'Not logged in: log in to the wallet first',
    );
  });

  it('an account without an email (an X login) is sent straight to the code for the new address', async () => {
    const f = serviceFixture();
    const uri = ((await f.ok('GET_SOCIAL_REDIRECT_URI', { provider: 'x' })) as { uri: string }).uri;
    const state = new URL(uri).searchParams.get('state') ?? '';
    const callback = f.service.parts.social.choose(state, 'x', 0);
    const answer = await f.request('CONNECT_SOCIAL', { uri: callback });
    if (answer.outcome !== 'success' || typeof answer.session !== 'string')
      throw new Error(JSON.stringify(answer));
    const on = f.context({ token: answer.session });
    expect(await f.ok('UPDATE_EMAIL', { email: NEW_EMAIL }, on)).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    expect(await f.ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: f.lastMail(NEW_EMAIL).code }, on)).toEqual({
      newEmail: NEW_EMAIL,
    });
  });
});

describe('wallet service: chain and account type', () => {
  it('SWITCH_NETWORK takes dev chains only (number, string or CAIP-2) and GET_CHAIN_ID follows it', async () => {
    const f = serviceFixture();
    const on = f.context({ token: await f.logIn(EMAIL) });
    expect(await f.request('SWITCH_NETWORK', { chainId: 'eip155:42161' }, on)).toEqual({
      outcome: 'success',
      payload: { chainId: 42161 },
      chainId: 42161,
    });
    expect(await f.ok('GET_CHAIN_ID', undefined, on)).toEqual({ chainId: 42161 });
    expect(await f.ok('GET_USER', undefined, on)).toMatchObject({ chainId: 42161 });
    expect(await f.error('SWITCH_NETWORK', { chainId: 10 }, on)).toBe(
      'Chain 10 is not a devstack chain (there are 1, 42161)',
    );
    expect(await f.error('SWITCH_NETWORK', { chainId: 'ten' }, on)).toBe(
      'SWITCH_NETWORK: chainId must be a chain id, got "ten"',
    );
    // Logged out, the frame's own chain is the answer.
    expect(await f.ok('GET_CHAIN_ID', undefined, f.context({ chainId: 42161 }))).toEqual({ chainId: 42161 });
  });

  it('smart accounts are honestly off by default: no networks, and asking for one is refused', async () => {
    const f = serviceFixture();
    const on = f.context({ token: await f.logIn(EMAIL) });
    expect(await f.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, on)).toEqual({
      smartAccountEnabledNetworks: [],
    });
    expect(await f.error('INIT_SMART_ACCOUNT', undefined, on)).toBe(
      'Smart accounts are not enabled on this network',
    );
    expect(await f.error('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }, on)).toBe(
      'Smart accounts are not enabled on this network',
    );
    const user = (await f.ok('GET_USER', { preferredAccountType: 'smartAccount' }, on)) as {
      address: string;
    };
    expect(await f.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' }, on)).toEqual({
      type: 'eoa',
      address: user.address,
    });
    expect(user).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false });
    expect(await f.error('SET_PREFERRED_ACCOUNT', { type: 'safe' }, on)).toBe(
      'SET_PREFERRED_ACCOUNT: the account type must be "eoa" or "smartAccount"',
    );
  });

  it('a configured smart-account source drops in: its networks are listed and its account is used where preferred', async () => {
    const smart = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c' as const;
    const deployed: number[] = [];
    const smartAccounts: SmartAccounts = {
      networks: [42161],
      account: async () => ({ address: smart, isDeployed: deployed.length > 0 }),
      init: async (_owner, chainId) => {
        deployed.push(chainId);
        return { address: smart, isDeployed: true };
      },
      execute: () => Promise.reject(new Error('This test sends nothing')),
    };
    const f = serviceFixture({ smartAccounts });
    const on = f.context({ token: await f.logIn(EMAIL), chainId: 42161 });
    await f.ok('SWITCH_NETWORK', { chainId: 42161 }, on);
    expect(await f.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, on)).toEqual({
      smartAccountEnabledNetworks: [42161],
    });
    expect(await f.ok('INIT_SMART_ACCOUNT', undefined, on)).toEqual({ address: smart, isDeployed: true });
    expect(await f.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' satisfies AccountType }, on)).toEqual({
      type: 'smartAccount',
      address: smart,
    });
    expect(await f.ok('GET_USER', undefined, on)).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      accounts: [{ address: smart, type: 'smartAccount' }, { type: 'eoa' }],
    });
    await f.ok('SWITCH_NETWORK', { chainId: 1 }, on);
    expect(await f.error('INIT_SMART_ACCOUNT', undefined, on)).toBe(
      'Smart accounts are not enabled on this network',
    );
  });

  it('SYNC_THEME checks the theme mode; SYNC_DAPP_DATA, RELOAD and RPC_ABORT are let through for the frame to act on', async () => {
    const f = serviceFixture();
    expect(await f.request('SYNC_THEME', { themeMode: 'light' })).toEqual({ outcome: 'success' });
    expect(await f.error('SYNC_THEME', { themeMode: 'sepia' })).toBe(
      'SYNC_THEME: themeMode must be "light" or "dark"',
    );
    expect(await f.request('SYNC_DAPP_DATA', { metadata: { name: 'Shop' }, projectId: 'p' })).toEqual({
      outcome: 'success',
    });
    expect(await f.request('RELOAD')).toEqual({ outcome: 'success' });
    expect(await f.request('RPC_ABORT')).toEqual({ outcome: 'success' });
  });
});
