import { getSnackbar } from '../../../../application/instance/actions/getSnackbar';
import { type PublicAccount } from '../../../../domain/account/PublicAccount';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { WALLET_STORAGE } from '../../../../domain/storage/WalletStorage';
import { type MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { LateStorage } from '../../../fakes/LateStorage';
import { settleFully } from '../../../support/createTestCore';
import { createEmbeddedTestCore, loggedInByEmail, SMART_ADDRESS } from '../../../support/embeddedWallet';

/** What an earlier visit that logged in by email left in storage. */
async function earlierLogin(): Promise<MemoryStorage> {
  const t = await loggedInByEmail();
  t.frame.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt-kept' } });
  await t.core.destroy();
  return t.storage;
}

describe('SPEC §4 reconnect: a login used before is restored silently at start', () => {
  it('SPEC §4: IS_CONNECTED with the kept token, then GET_USER: reconnecting meanwhile, then connected', async () => {
    const storage = await earlierLogin();
    const statuses: string[] = [];
    const t = createEmbeddedTestCore({
      storage,
      beforeStart: (core) =>
        core.subscribeAccount((account?: PublicAccount) => statuses.push(account?.status ?? '')),
    });
    await settleFully();
    expect(t.core.getAccount()?.status).toBe('reconnecting');
    expect(t.frame.loads).toHaveLength(1);
    t.clock.advance(500);
    await settleFully();
    expect(t.service.requests('IS_CONNECTED')).toEqual([
      expect.objectContaining({ payload: { token: 'jwt-kept' } }),
    ]);
    expect(t.core.getAccount()).toMatchObject({
      status: 'connected',
      address: SMART_ADDRESS,
      embeddedWalletInfo: { authProvider: 'email', user: { email: 'ada@example.com' } },
    });
    expect(statuses).toContain('reconnecting');
    expect(t.core.getEvent().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'email', name: 'Email & Socials', reconnect: true },
    });
    await t.core.destroy();
  });

  it('SPEC §4: a login that no longer stands is forgotten without a word, and the visitor is disconnected', async () => {
    const storage = await earlierLogin();
    const t = createEmbeddedTestCore({ storage });
    t.service.on('IS_CONNECTED', { ok: { isConnected: false } });
    await settleFully();
    t.clock.advance(500);
    await settleFully();
    expect(t.core.getAccount()?.status).toBe('disconnected');
    expect(t.service.requests('GET_USER')).toEqual([]);
    for (const entry of [WALLET_STORAGE.emailLoginUsed, WALLET_STORAGE.email, WALLET_STORAGE.lastUsedChain]) {
      expect(storage.getItem(entry.key)).toBeNull();
    }
    expect(storage.getItem('@keyport/eip155:connected_connector_id')).toBeNull();
    expect(getSnackbar(t.core).open).toBe(false);
    expect(t.core.getAlerts()).toEqual([]);
    await t.core.destroy();
  });

  it('SPEC §4: without the login-used flag the frame is not loaded at all', async () => {
    const storage = await earlierLogin();
    storage.removeItem(WALLET_STORAGE.emailLoginUsed.key);
    const t = createEmbeddedTestCore({ storage });
    await settleFully();
    t.clock.advance(500);
    await settleFully();
    expect(t.frame.loads).toEqual([]);
    expect(t.core.getAccount()?.status).toBe('disconnected');
    await t.core.destroy();
  });

  it('SPEC §3: a store that answers later still gives the login its keys (read when its code arrives)', async () => {
    const late = new LateStorage({
      '@keyport/connected_namespaces': '["eip155"]',
      '@keyport/eip155:connected_connector_id': '"ID_AUTH"',
      '@keyport/connection_status': '"connected"',
      [WALLET_STORAGE.emailLoginUsed.key]: 'true',
      [WALLET_STORAGE.sessionToken.key]: '"jwt-late"',
      [WALLET_STORAGE.lastUsedChain.key]: '1',
    });
    const t = createEmbeddedTestCore({ storage: late as unknown as MemoryStorage });
    for (let turn = 0; turn < 6; turn += 1) {
      await late.answerAll();
      await settleFully();
      t.clock.advance(250);
    }
    expect(t.service.requests('IS_CONNECTED')).toEqual([
      expect.objectContaining({ payload: { token: 'jwt-late' } }),
    ]);
    expect(t.core.getAccount()?.status).toBe('connected');
    await t.core.destroy();
  });
});

describe('SPEC §4 disconnect forgets the cached login', () => {
  it('SPEC §4: SIGN_OUT, then the flag, email, last chain, social user name and token are removed', async () => {
    const t = await loggedInByEmail();
    t.storage.setItem(WALLET_STORAGE.socialUsername.key, '"ada"');
    t.storage.setItem(WALLET_STORAGE.sessionToken.key, '"jwt"');
    await t.core.disconnect();
    expect(t.service.requests('SIGN_OUT')).toHaveLength(1);
    for (const entry of [
      WALLET_STORAGE.emailLoginUsed,
      WALLET_STORAGE.email,
      WALLET_STORAGE.lastUsedChain,
      WALLET_STORAGE.socialUsername,
      WALLET_STORAGE.sessionToken,
      KEYPORT_STORAGE.connectedSocial,
    ]) {
      expect(t.storage.getItem(entry.key)).toBeNull();
    }
    expect(t.core.getAccount()).toMatchObject({ status: 'disconnected', embeddedWalletInfo: undefined });
    expect((await t.login()).getState()).toMatchObject({ user: undefined, authProvider: undefined });
    expect(t.core.getEvent().data).toMatchObject({ event: 'DISCONNECT_SUCCESS' });
    await t.core.destroy();
  });

  it('REFERENCE §4: signing out waits 3 s at most for the frame', async () => {
    const t = await loggedInByEmail();
    t.service.on('SIGN_OUT', 'silence');
    let done = false;
    const disconnecting = t.core.disconnect().then(() => (done = true));
    await settleFully();
    t.clock.advance(2_999);
    await settleFully();
    expect(done).toBe(false);
    t.clock.advance(1);
    await disconnecting;
    expect(t.storage.getItem(WALLET_STORAGE.emailLoginUsed.key)).toBeNull();
    await t.core.destroy();
  });
});

describe('SPEC §3 a named instance keeps its own login', () => {
  it('SPEC §3: its keys are under @keyport-wallet/<name>/, so another instance on the page does not restore it', async () => {
    const shop = await loggedInByEmail({ name: 'shop' });
    expect(shop.storage.getItem('@keyport-wallet/shop/EMAIL_LOGIN_USED_KEY')).toBe('true');
    expect(shop.storage.getItem('@keyport-wallet/shop/EMAIL')).toBe('"ada@example.com"');
    expect(shop.storage.getItem(WALLET_STORAGE.emailLoginUsed.key)).toBeNull();
    await shop.core.destroy();

    const other = createEmbeddedTestCore({ storage: shop.storage, name: 'blog' });
    await settleFully();
    expect(other.frame.loads).toEqual([]);
    await other.core.destroy();
  });
});
