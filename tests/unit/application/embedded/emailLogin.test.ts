import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { WALLET_STORAGE } from '../../../../domain/storage/WalletStorage';
import { createEmbeddedTestCore, EOA_ADDRESS, SMART_ADDRESS } from '../../../support/embeddedWallet';
import { settleFully } from '../../../support/createTestCore';

function stored(t: ReturnType<typeof createEmbeddedTestCore>, key: string): string | null {
  return t.storage.getItem(key) as string | null;
}

describe('SPEC §4 email login: CONNECT_EMAIL, then the code or the device, then GET_USER', () => {
  it('SPEC §4: VERIFY_OTP, then the code completes the login and connects through the AUTH connector', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    expect(t.frame.loads).toEqual([]);

    await expect(t.withReadyFrame(login.connectEmail('ada@example.com'))).resolves.toBe('VERIFY_OTP');
    expect(t.service.requests('CONNECT_EMAIL')).toEqual([
      expect.objectContaining({ payload: { email: 'ada@example.com' } }),
    ]);
    expect(login.getState()).toMatchObject({ email: 'ada@example.com', frame: 'ready', user: undefined });
    expect(t.core.getAccount()?.status).toBe('disconnected');

    await login.verifyCode('123456');
    expect(t.service.requests('CONNECT_OTP')).toEqual([
      expect.objectContaining({ payload: { otp: '123456' } }),
    ]);
    expect(t.service.requests('GET_USER')).toEqual([
      expect.objectContaining({ payload: { chainId: 1, preferredAccountType: 'smartAccount' } }),
    ]);
    const account = t.core.getAccount();
    expect(account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: SMART_ADDRESS,
      caipAddress: `eip155:1:${SMART_ADDRESS}`,
      embeddedWalletInfo: {
        user: { email: 'ada@example.com', accounts: expect.any(Array) },
        authProvider: 'email',
        accountType: 'smartAccount',
        isSmartAccountDeployed: true,
      },
    });
    expect(account?.allAccounts).toEqual([
      { namespace: 'eip155', address: SMART_ADDRESS, type: 'smartAccount' },
      { namespace: 'eip155', address: EOA_ADDRESS, type: 'eoa' },
    ]);
    expect(t.core.getEvent().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'email', name: 'Email & Socials' },
    });
    await t.core.destroy();
  });

  it('SPEC §3/§4: a completed email login stores the email, the login-used flag and the chain, and removes the last-login time', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    expect(stored(t, WALLET_STORAGE.lastEmailLoginTime.key)).toBe(String(t.clock.now()));
    await login.verifyCode('123456');
    expect(stored(t, WALLET_STORAGE.email.key)).toBe('"ada@example.com"');
    expect(stored(t, WALLET_STORAGE.emailLoginUsed.key)).toBe('true');
    expect(stored(t, WALLET_STORAGE.lastUsedChain.key)).toBe('1');
    expect(stored(t, WALLET_STORAGE.preferredAccountType.key)).toBe('"smartAccount"');
    expect(stored(t, WALLET_STORAGE.lastEmailLoginTime.key)).toBeNull();
    expect(stored(t, '@keyport/eip155:connected_connector_id')).toBe('"ID_AUTH"');
    expect(stored(t, KEYPORT_STORAGE.connectedSocial.key)).toBeNull();
    await t.core.destroy();
  });

  it('SPEC §4: CONNECT answers a complete login at once', async () => {
    const t = createEmbeddedTestCore();
    t.service.on('CONNECT_EMAIL', { ok: { action: 'CONNECT' } });
    const login = await t.login();
    await expect(t.withReadyFrame(login.connectEmail('ada@example.com'))).resolves.toBe('CONNECT');
    expect(t.core.getAccount()?.isConnected).toBe(true);
    await t.core.destroy();
  });

  it('SPEC §4: VERIFY_DEVICE waits for the device to be approved (CONNECT_DEVICE), then the code follows', async () => {
    const t = createEmbeddedTestCore();
    t.service.on('CONNECT_EMAIL', { ok: { action: 'VERIFY_DEVICE' } });
    t.service.on('CONNECT_DEVICE', 'silence');
    const login = await t.login();
    await expect(t.withReadyFrame(login.connectEmail('ada@example.com'))).resolves.toBe('VERIFY_DEVICE');
    let approved = false;
    const device = login.approveDevice().then(() => (approved = true));
    await settleFully();
    const [request] = t.service.requests('CONNECT_DEVICE');
    expect(request).toBeDefined();
    expect(approved).toBe(false);
    t.frame.emit({ id: request?.id, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' });
    await device;
    expect(approved).toBe(true);
    await login.verifyCode('123456');
    expect(t.core.getAccount()?.isConnected).toBe(true);
    await t.core.destroy();
  });

  it('SPEC §5: a malformed email is refused with INVALID_APP_EVENT before anything is posted', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    await expect(login.connectEmail('not an email')).rejects.toMatchObject({
      code: 'INVALID_APP_EVENT',
      shortMessage: 'Invalid message to the embedded wallet',
    });
    expect(t.frame.posted).toEqual([]);
    expect(t.frame.loads).toEqual([]);
    await t.core.destroy();
  });

  it("SPEC §8: a wrong code rejects with the frame's message and leaves the visitor disconnected", async () => {
    const t = createEmbeddedTestCore();
    t.service.on('CONNECT_OTP', { error: 'Invalid code' });
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    await expect(login.verifyCode('000000')).rejects.toMatchObject({
      code: 'EMBEDDED_FRAME_REQUEST_FAILED',
      shortMessage: 'Invalid code',
    });
    expect(t.service.requests('GET_USER')).toEqual([]);
    expect(t.core.getAccount()?.status).toBe('disconnected');
    await t.core.destroy();
  });
});

describe('SPEC §5 resend cooldown: a new email code 30 s after the last one at the earliest', () => {
  it('SPEC §5: within 30 s "Please try again after {n} seconds", rounded up, without asking the frame', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    expect(login.getState().nextCodeAt).toBe(t.clock.now() + 30_000);
    t.clock.advance(10_400);
    await expect(login.resendCode()).rejects.toMatchObject({
      code: 'EMAIL_CODE_COOLDOWN',
      shortMessage: 'Please try again after 20 seconds',
      secondsLeft: 20,
    });
    expect(t.service.requests('CONNECT_EMAIL')).toHaveLength(1);

    t.clock.advance(19_600);
    await login.resendCode();
    expect(t.service.requests('CONNECT_EMAIL')).toEqual([
      expect.objectContaining({ payload: { email: 'ada@example.com' } }),
      expect.objectContaining({ payload: { email: 'ada@example.com' } }),
    ]);
    expect(login.getState().nextCodeAt).toBe(t.clock.now() + 30_000);
    await t.core.destroy();
  });

  it('SPEC §5: the wait holds across a reload (the last-login time is stored)', async () => {
    const first = createEmbeddedTestCore();
    const login = await first.login();
    await first.withReadyFrame(login.connectEmail('ada@example.com'));
    const sentAt = first.clock.now();
    await first.core.destroy();

    const second = createEmbeddedTestCore({ storage: first.storage });
    const again = await second.login();
    expect(again.getState().nextCodeAt).toBe(sentAt + 30_000);
    await second.core.destroy();
  });
});

describe('SPEC §4 email update: the primary code first, then the secondary one', () => {
  it('SPEC §4: UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP; the new email is stored and shown', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    await login.verifyCode('123456');

    await expect(login.updateEmail('ada@lovelace.example')).resolves.toBe('VERIFY_PRIMARY_OTP');
    expect(t.service.requests('UPDATE_EMAIL')).toEqual([
      expect.objectContaining({ payload: { email: 'ada@lovelace.example' } }),
    ]);
    await login.verifyUpdatePrimaryCode('111111');
    await expect(login.verifyUpdateSecondaryCode('222222')).resolves.toBe('ada@lovelace.example');
    expect(t.service.requests('UPDATE_EMAIL_SECONDARY_OTP')).toEqual([
      expect.objectContaining({ payload: { otp: '222222' } }),
    ]);
    expect(stored(t, WALLET_STORAGE.email.key)).toBe('"ada@lovelace.example"');
    expect(login.getState()).toMatchObject({
      email: 'ada@lovelace.example',
      user: { email: 'ada@lovelace.example' },
    });
    expect(t.core.getAccount()?.embeddedWalletInfo?.user.email).toBe('ada@lovelace.example');
    await t.core.destroy();
  });
});
