import { CODE_TRIES } from '../../../devstack/wallet-service/server/OneTimeCodes';
import { serviceFixture } from './serviceFixture';

const EMAIL = 'visitor@example.com';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

const tokenOf = (link: string | undefined): string =>
  new URL(link ?? 'http://x').searchParams.get('token') ?? '';

describe('wallet service: email login (SPEC §4)', () => {
  it('a new device gets a device link (VERIFY_DEVICE); CONNECT_DEVICE waits until it is opened, then a code is mailed', async () => {
    const f = serviceFixture();
    expect(await f.ok('CONNECT_EMAIL', { email: 'Visitor@Example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    });
    const mail = f.lastMail(EMAIL);
    expect(mail.link).toMatch(/^http:\/\/localhost:8555\/device\/approve\?token=[\w-]{32}$/);
    expect(mail.code).toBeUndefined();

    let answered = false;
    const waiting = f.ok('CONNECT_DEVICE').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);

    expect(f.service.parts.devices.approve(tokenOf(mail.link))).toEqual({ email: EMAIL });
    await waiting;
    expect(f.lastMail(EMAIL).code).toMatch(/^\d{6}$/);
  });

  it('the right code starts a session: SESSION_UPDATE material, a funded user, GET_USER answers the SPEC §3 user', async () => {
    const f = serviceFixture();
    const token = await f.logIn(EMAIL);
    expect(token).toMatch(/^[\w-]{43}$/);
    const user = await f.ok('GET_USER', undefined, f.context({ token }));
    expect(user).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 1,
      accounts: [{ address: (user as { address: string }).address, type: 'eoa' }],
      email: EMAIL,
      userName: null,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    expect(f.chains.funded).toEqual([(user as { address: string }).address]);
  });

  it('an approved device gets a code at once (VERIFY_OTP); a frame logged in with that email gets CONNECT', async () => {
    const f = serviceFixture();
    const token = await f.logIn(EMAIL);
    f.clock.advance(31 * SECOND);
    expect(await f.ok('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_OTP' });
    expect(f.lastMail(EMAIL).code).toMatch(/^\d{6}$/);
    expect(await f.ok('CONNECT_EMAIL', { email: EMAIL }, f.context({ token }))).toEqual({
      action: 'CONNECT',
    });
    // Another device of the same visitor is new to the service.
    f.clock.advance(31 * SECOND);
    expect(await f.ok('CONNECT_EMAIL', { email: EMAIL }, f.context({ deviceId: 'device-2' }))).toEqual({
      action: 'VERIFY_DEVICE',
    });
  });

  it('SPEC §5: a new code within 30 s of the last is refused with "Please try again after {n} seconds", rounded up', async () => {
    const f = serviceFixture();
    await f.logIn(EMAIL);
    f.clock.advance(31 * SECOND);
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    f.clock.advance(12_400);
    expect(await f.error('CONNECT_EMAIL', { email: EMAIL })).toBe('Please try again after 18 seconds');
    f.clock.advance(17_600);
    expect(await f.ok('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_OTP' });
  });

  it('a wrong code says how many tries are left; the fifth wrong one burns the code, so even the right one fails', async () => {
    const f = serviceFixture();
    await f.logIn(EMAIL);
    f.clock.advance(31 * SECOND);
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    const code = f.lastMail(EMAIL).code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = CODE_TRIES - 1; left >= 1; left -= 1) {
      expect(await f.error('CONNECT_OTP', { otp: wrong })).toBe(
        `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left`,
      );
    }
    expect(await f.error('CONNECT_OTP', { otp: wrong })).toBe(
      'Wrong code 5 times: this code no longer works, ask for a new code',
    );
    expect(await f.error('CONNECT_OTP', { otp: code })).toBe(
      'No code was sent for this step: ask for a new code',
    );
  });

  it('a code expires after 10 minutes', async () => {
    const f = serviceFixture();
    await f.logIn(EMAIL);
    f.clock.advance(MINUTE);
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    f.clock.advance(10 * MINUTE);
    expect(await f.error('CONNECT_OTP', { otp: f.lastMail(EMAIL).code })).toBe(
      'This code has expired: ask for a new code',
    );
  });

  it('a code works only on the device that asked for it, and only once', async () => {
    const f = serviceFixture();
    await f.logIn(EMAIL);
    f.clock.advance(MINUTE);
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    const otp = f.lastMail(EMAIL).code;
    expect(await f.error('CONNECT_OTP', { otp }, f.context({ deviceId: 'device-2' }))).toBe(
      'No email login is under way on this device: enter your email first',
    );
    await f.ok('CONNECT_OTP', { otp });
    expect(await f.error('CONNECT_OTP', { otp })).toBe(
      'No email login is under way on this device: enter your email first',
    );
  });

  it('a device link works once and expires after 10 minutes; the page that opens it says why', async () => {
    const f = serviceFixture();
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    const link = f.lastMail(EMAIL).link;
    f.clock.advance(10 * MINUTE);
    expect(() => f.service.parts.devices.approve(tokenOf(link))).toThrow(
      'This link has expired: enter your email on the site again',
    );
    expect(() => f.service.parts.devices.approve(tokenOf(link))).toThrow(
      'This link is not known: it may have been used already',
    );
  });

  it('device links to one address are sent at most once every 30 s too', async () => {
    const f = serviceFixture();
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    f.clock.advance(5 * SECOND);
    expect(await f.error('CONNECT_EMAIL', { email: EMAIL })).toBe('Please try again after 25 seconds');
  });

  it('SPEC §5: an email that is no email address is refused by name', async () => {
    const f = serviceFixture();
    expect(await f.error('CONNECT_EMAIL', { email: 'not-an-email' })).toBe(
      'CONNECT_EMAIL: email must be an email address',
    );
    expect(await f.error('CONNECT_EMAIL', undefined)).toBe('CONNECT_EMAIL: the payload must be an object');
    expect(await f.error('CONNECT_OTP', { otp: 123456 })).toBe('CONNECT_OTP: otp must be a string');
  });

  it('a user whose funding failed is not logged in, and the next login funds them', async () => {
    const f = serviceFixture();
    f.chains.failFunding = true;
    const console = jest.spyOn(global.console, 'error').mockImplementation(() => undefined);
    await f.ok('CONNECT_EMAIL', { email: EMAIL });
    f.service.parts.devices.approve(tokenOf(f.lastMail(EMAIL).link));
    await f.ok('CONNECT_DEVICE');
    const message = await f.error('CONNECT_OTP', { otp: f.lastMail(EMAIL).code });
    expect(message).toMatch(
      /^The new account 0x[0-9a-fA-F]{40} could not be given ether on the dev chains: the chain is down$/,
    );
    // Not a refusal but a breakdown: the devstack's console keeps the whole story.
    expect(console).toHaveBeenCalledWith('Wallet service:', expect.objectContaining({ message }));
    console.mockRestore();
    f.chains.failFunding = false;
    f.clock.advance(MINUTE);
    await f.logIn(EMAIL);
    expect(f.chains.funded).toHaveLength(1);
  });
});

describe('wallet service: sessions', () => {
  it('IS_CONNECTED reads the frame’s token, or adopts the one the site hands back when the frame lost its own', async () => {
    const f = serviceFixture();
    const token = await f.logIn(EMAIL);
    expect(await f.request('IS_CONNECTED', {}, f.context({ token }))).toEqual({
      outcome: 'success',
      payload: { isConnected: true },
    });
    expect(await f.request('IS_CONNECTED', { token }, f.context())).toEqual({
      outcome: 'success',
      payload: { isConnected: true },
      session: token,
      chainId: 1,
    });
    expect(await f.ok('IS_CONNECTED', undefined, f.context())).toEqual({ isConnected: false });
    expect(await f.ok('IS_CONNECTED', { token: 'forged' }, f.context())).toEqual({ isConnected: false });
  });

  it('a session expires after its lifetime (24 h by default): the frame is told to forget its token', async () => {
    const f = serviceFixture();
    const token = await f.logIn(EMAIL);
    f.clock.advance(24 * 60 * MINUTE - 1);
    expect(await f.ok('IS_CONNECTED', undefined, f.context({ token }))).toEqual({ isConnected: true });
    f.clock.advance(1);
    expect(await f.request('IS_CONNECTED', undefined, f.context({ token }))).toEqual({
      outcome: 'success',
      payload: { isConnected: false },
      session: null,
    });
    expect(await f.error('GET_USER', undefined, f.context({ token }))).toBe(
      'Not logged in: log in to the wallet first',
    );
  });

  it('a configured lifetime is honoured (tests use short ones)', async () => {
    const f = serviceFixture({ sessionLifetimeMs: 5 * SECOND });
    const token = await f.logIn(EMAIL);
    f.clock.advance(5 * SECOND);
    expect(await f.ok('IS_CONNECTED', undefined, f.context({ token }))).toEqual({ isConnected: false });
  });

  it('a session is valid under its own project only', async () => {
    const f = serviceFixture({
      projects: {
        'keyport-demo-project': { allowedOrigins: ['http://127.0.0.1:*'] },
        other: { allowedOrigins: ['http://127.0.0.1:*'] },
      },
    });
    const token = await f.logIn(EMAIL);
    expect(await f.ok('IS_CONNECTED', { token }, f.context({ projectId: 'other' }))).toEqual({
      isConnected: false,
    });
  });

  it('SIGN_OUT ends the session and tells the frame to forget its token', async () => {
    const f = serviceFixture();
    const token = await f.logIn(EMAIL);
    expect(await f.request('SIGN_OUT', undefined, f.context({ token }))).toEqual({
      outcome: 'success',
      session: null,
    });
    expect(await f.ok('IS_CONNECTED', { token }, f.context())).toEqual({ isConnected: false });
  });

  it('the same email logs in to the same address; the address comes from the secret and the identity', async () => {
    const first = serviceFixture();
    const second = serviceFixture();
    const other = serviceFixture({ secret: 'another secret' });
    const addressOf = async (f: ReturnType<typeof serviceFixture>) =>
      ((await f.ok('GET_USER', undefined, f.context({ token: await f.logIn(EMAIL) }))) as { address: string })
        .address;
    const address = await addressOf(first);
    expect(await addressOf(second)).toBe(address);
    expect(await addressOf(other)).not.toBe(address);
  });
});
