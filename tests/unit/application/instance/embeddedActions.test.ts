import {
  connectEmail,
  embeddedLoginOf,
  getLoginOptions,
  getEmbeddedWallet,
  getWalletList,
  loadWalletList,
  resendEmailCode,
  setPreferredAccountType,
  verifyEmailCode,
  watchEmbeddedWallet,
} from '../../../../application/instance/actions';
import { INITIAL_EMBEDDED_LOGIN_STATE } from '../../../../application/embedded/EmbeddedLoginStore';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { FakeFrameMessenger } from '../../../fakes/FakeFrameMessenger';
import { createTestCore, settleFully } from '../../../support/createTestCore';
import { createEmbeddedTestCore, EOA_ADDRESS, SMART_ADDRESS } from '../../../support/embeddedWallet';

// The alerts these setups raise are told on the console; the tests read them from the instance.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("Actions: the embedded wallet's login (SPEC §4), loaded on demand", () => {
  it('ARCHITECTURE "The container and the core": embeddedLoginOf loads the feature; the frame waits for a request', async () => {
    const t = createEmbeddedTestCore();
    expect(getEmbeddedWallet(t.core)).toBe(INITIAL_EMBEDDED_LOGIN_STATE);
    const login = await embeddedLoginOf(t.core);
    expect(await embeddedLoginOf(t.core)).toBe(login);
    expect(login.getState().frame).toBe('idle');
    expect(t.frame.loads).toEqual([]);
    expect(t.core.getAccount()?.status).toBe('disconnected');
    await t.core.destroy();
  });

  it.each([
    ['without a project id', () => createEmbeddedTestCore({ options: { projectId: undefined } })],
    ['without a page to hold the frame (Node)', () => createTestCore({ enableFeatures: false })],
    [
      'without an eip155 adapter',
      () =>
        createTestCore({
          enableFeatures: false,
          adapters: [new FakeChainAdapter('solana')],
          frame: new FakeFrameMessenger(),
        }),
    ],
  ])('SPEC §8: %s it is "Unable to load email login dependency"', async (_case, make) => {
    const t = make();
    await expect(embeddedLoginOf(t.core)).rejects.toMatchObject({
      code: 'EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE',
      shortMessage: 'Unable to load email login dependency',
    });
    await t.core.destroy();
  });

  it('SPEC §4: connectEmail, verifyEmailCode (resolving with the account), resendEmailCode and setPreferredAccountType', async () => {
    const t = createEmbeddedTestCore();
    await expect(t.withReadyFrame(connectEmail(t.core, { email: 'ada@example.com' }))).resolves.toBe(
      'VERIFY_OTP',
    );
    await expect(resendEmailCode(t.core)).rejects.toMatchObject({ code: 'EMAIL_CODE_COOLDOWN' });
    await expect(verifyEmailCode(t.core, { code: '123456' })).resolves.toMatchObject({
      isConnected: true,
      address: SMART_ADDRESS,
    });
    await setPreferredAccountType(t.core, { type: 'eoa' });
    await settleFully();
    expect(t.core.getAccount()?.address).toBe(EOA_ADDRESS);
    expect(getEmbeddedWallet(t.core)).toMatchObject({ accountType: 'eoa', email: 'ada@example.com' });
    await t.core.destroy();
  });

  it('SPEC §4: watchEmbeddedWallet reports each change of the login (the frame loading, then ready), not the state as it is', async () => {
    const t = createEmbeddedTestCore();
    const seen: string[] = [];
    const unwatch = watchEmbeddedWallet(t.core, { onChange: (state) => seen.push(state.frame) });
    await settleFully();
    expect(seen).toEqual([]);
    await t.withReadyFrame(connectEmail(t.core, { email: 'ada@example.com' }));
    expect(seen[0]).toBe('loading');
    expect(seen.at(-1)).toBe('ready');
    expect(getEmbeddedWallet(t.core)).toBe(getEmbeddedWallet(t.core));
    unwatch();
    await t.core.destroy();
  });
});

describe('SPEC §1 features.email and features.socials: what the Connect view may offer', () => {
  it('SPEC §1: email and the default socials where the embedded wallet can work', () => {
    const t = createEmbeddedTestCore();
    expect(getLoginOptions(t.core)).toMatchObject({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      emailShowWallets: true,
    });
  });

  it("SPEC §1: the site's switches decide", () => {
    const t = createEmbeddedTestCore({
      options: { features: { email: false, socials: ['github', 'farcaster'] } },
    });
    expect(getLoginOptions(t.core)).toMatchObject({ email: false, socials: ['github', 'farcaster'] });
    const none = createEmbeddedTestCore({ options: { features: { socials: false } } });
    expect(getLoginOptions(none.core).socials).toEqual([]);
  });

  it('SPEC §5: inside Telegram on iOS, google is not offered', () => {
    const t = createEmbeddedTestCore({ environment: new FakeEnvironment({ isTelegram: true, os: 'ios' }) });
    expect(getLoginOptions(t.core).socials).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('SPEC §2: without a page to hold the frame nothing of it is offered', () => {
    const node = createTestCore({ enableFeatures: false });
    expect(getLoginOptions(node.core)).toMatchObject({ email: false, socials: [] });
  });

  it('SPEC §2: the Connect view lists email and social where the embedded wallet can work, before its code is loaded', async () => {
    const t = createEmbeddedTestCore();
    await loadWalletList(t.core);
    expect(getWalletList(t.core).connectMethods).toEqual(['email', 'social', 'wallet']);
    await t.login();
    expect(getWalletList(t.core).connectMethods).toEqual(['email', 'social', 'wallet']);
    expect(t.core.getAccount()?.status).toBe('disconnected');
  });
});
