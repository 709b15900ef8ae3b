import { type SocialWindow } from '../../../../application/embedded/EmbeddedLogin';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { WALLET_STORAGE } from '../../../../domain/storage/WalletStorage';
import { settleFully } from '../../../support/createTestCore';
import { createEmbeddedTestCore } from '../../../support/embeddedWallet';

/** The window a view opened at the visitor's click; the test closes it or sees where it went. */
class TestSocialWindow implements SocialWindow {
  readonly visited: string[] = [];
  closed = false;

  navigate(url: string): void {
    this.visited.push(url);
  }

  isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    this.closed = true;
  }
}

describe('SPEC §4 social login: redirect address, the window, {resultUri}, CONNECT_SOCIAL', () => {
  it('SPEC §4: the window goes to the provider; the address it returned to completes the login, the user name is stored', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    const window = new TestSocialWindow();
    const connecting = login.connectSocial('google', window);
    await t.withReadyFrame(Promise.resolve());
    expect(t.service.requests('GET_SOCIAL_REDIRECT_URI')).toEqual([
      expect.objectContaining({ payload: { provider: 'google' } }),
    ]);
    expect(window.visited).toEqual(['https://accounts.provider.example/auth?provider=google']);

    t.frame.sendResult(window, { resultUri: 'https://secure.example/sdk/back?code=xyz' });
    await connecting;
    expect(t.service.requests('CONNECT_SOCIAL')).toEqual([
      expect.objectContaining({
        payload: {
          uri: 'https://secure.example/sdk/back?code=xyz',
          preferredAccountType: 'smartAccount',
          chainId: 1,
        },
      }),
    ]);
    expect(t.core.getAccount()?.embeddedWalletInfo).toMatchObject({
      authProvider: 'google',
      user: { username: 'ada_lovelace' },
    });
    expect(login.getState()).toMatchObject({ authProvider: 'google', userName: 'ada_lovelace' });
    expect(t.storage.getItem(WALLET_STORAGE.socialUsername.key)).toBe('"ada_lovelace"');
    expect(t.storage.getItem(KEYPORT_STORAGE.connectedSocial.key)).toBe('"google"');
    expect(t.storage.getItem(WALLET_STORAGE.emailLoginUsed.key)).toBe('true');
    expect(t.core.getEvent().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'social', provider: 'google' },
    });
    await t.core.destroy();
  });

  it("Hostile input: a result for another window, or not of the result's shape, is not taken", async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    const window = new TestSocialWindow();
    let done = false;
    const connecting = login.connectSocial('github', window).then(() => (done = true));
    await t.withReadyFrame(Promise.resolve());
    t.frame.sendResult(new TestSocialWindow(), { resultUri: 'https://attacker.example/forged' });
    t.frame.sendResult(window, { resultUri: 42 });
    t.frame.sendResult(window, 'https://secure.example/plain-string');
    await settleFully();
    expect(done).toBe(false);
    expect(t.service.requests('CONNECT_SOCIAL')).toEqual([]);
    t.frame.sendResult(window, { resultUri: 'https://secure.example/sdk/back' });
    await connecting;
    expect(t.service.requests('CONNECT_SOCIAL')).toHaveLength(1);
    await t.core.destroy();
  });

  it('REFERENCE §4: a window the visitor closes is noticed within a second (polled on the clock) and the login rejects', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    const window = new TestSocialWindow();
    const connecting = login.connectSocial('x', window);
    connecting.catch(() => undefined);
    await t.withReadyFrame(Promise.resolve());
    t.clock.advance(5_000);
    await settleFully();
    window.closed = true;
    t.clock.advance(999);
    await settleFully();
    let settled = false;
    void connecting.then(
      () => (settled = true),
      () => (settled = true),
    );
    await settleFully();
    expect(settled).toBe(false);
    t.clock.advance(1);
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(t.service.requests('CONNECT_SOCIAL')).toEqual([]);
    expect(t.core.getAccount()?.status).toBe('disconnected');
    await t.core.destroy();
  });

  it('SPEC §8: a refused redirect closes the window the view opened', async () => {
    const t = createEmbeddedTestCore();
    t.service.on('GET_SOCIAL_REDIRECT_URI', { error: 'Provider unavailable' });
    const login = await t.login();
    const window = new TestSocialWindow();
    await expect(t.withReadyFrame(login.connectSocial('discord', window))).rejects.toMatchObject({
      shortMessage: 'Provider unavailable',
    });
    expect(window.closed).toBe(true);
    await t.core.destroy();
  });

  it("REFERENCE §4: without accounts in CONNECT_SOCIAL's answer, GET_USER reads them", async () => {
    const t = createEmbeddedTestCore();
    t.service.on('CONNECT_SOCIAL', { ok: { address: t.service.user.address, chainId: 1, userName: 'ada' } });
    const login = await t.login();
    const window = new TestSocialWindow();
    const connecting = login.connectSocial('apple', window);
    await t.withReadyFrame(Promise.resolve());
    t.frame.sendResult(window, { resultUri: 'https://secure.example/sdk/back' });
    await connecting;
    expect(t.service.requests('GET_USER')).toHaveLength(1);
    expect(t.core.getAccount()?.allAccounts).toHaveLength(2);
    await t.core.destroy();
  });
});

describe('SPEC §4 Farcaster: its own address, then CONNECT_FARCASTER', () => {
  it('SPEC §4: GET_FARCASTER_URI gives the address to show; CONNECT_FARCASTER completes the login with the user name', async () => {
    const t = createEmbeddedTestCore();
    const login = await t.login();
    await expect(t.withReadyFrame(login.farcasterUri())).resolves.toBe(
      'https://farcaster.example/~/siwf?channel=abc',
    );
    await login.connectFarcaster();
    expect(t.service.requests('GET_USER')).toHaveLength(1);
    expect(t.core.getAccount()?.embeddedWalletInfo).toMatchObject({
      authProvider: 'farcaster',
      user: { username: 'ada.eth' },
    });
    expect(t.storage.getItem(WALLET_STORAGE.socialUsername.key)).toBe('"ada.eth"');
    expect(t.storage.getItem(KEYPORT_STORAGE.connectedSocial.key)).toBe('"farcaster"');
    await t.core.destroy();
  });
});
