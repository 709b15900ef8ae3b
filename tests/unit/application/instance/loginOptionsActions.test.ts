import { getLoginOptions } from '../../../../application/instance/actions/getLoginOptions';
import { watchLoginOptions } from '../../../../application/instance/actions/watchLoginOptions';
import { OptionsStore } from '../../../../application/options/OptionsStore';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { FakeFrameMessenger } from '../../../fakes/FakeFrameMessenger';
import { ethereum } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';

function loginOptions(features: object = {}, environment = new FakeEnvironment()) {
  const t = createTestCore({
    options: { networks: [ethereum], features },
    environment,
    frame: new FakeFrameMessenger(),
  });
  return { t, options: getLoginOptions(t.core) };
}

describe('getLoginOptions / watchLoginOptions (SPEC §1 features, §5 Telegram)', () => {
  it('SPEC §1 defaults: email on, the seven socials in order, no host order, the wallet list shown', () => {
    const { t, options } = loginOptions();
    expect(options).toEqual({
      available: true,
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      connectMethodsOrder: undefined,
      emailShowWallets: true,
      collapseWallets: false,
    });
    expect(getLoginOptions(t.core)).toBe(options);
    t.core.destroy();
  });

  it('the switches as the host set them; socials: false offers none', () => {
    expect(
      loginOptions({ email: false, socials: ['github', 'google'], connectMethodsOrder: ['social', 'wallet'] })
        .options,
    ).toEqual({
      available: true,
      email: false,
      socials: ['github', 'google'],
      connectMethodsOrder: ['social', 'wallet'],
      emailShowWallets: true,
      collapseWallets: false,
    });
    expect(loginOptions({ socials: false }).options.socials).toEqual([]);
  });

  it('SPEC §5: inside Telegram the socials that cannot finish there are left out', () => {
    const telegram = (os: 'ios' | 'android' | 'mac') => new FakeEnvironment({ isTelegram: true, os });
    expect(
      loginOptions({ socials: ['google', 'x', 'facebook', 'github'] }, telegram('android')).options.socials,
    ).toEqual(['google', 'github']);
    expect(loginOptions({ socials: ['google', 'github'] }, telegram('ios')).options.socials).toEqual([
      'github',
    ]);
    expect(loginOptions({ socials: ['x', 'github'] }, telegram('mac')).options.socials).toEqual(['github']);
  });

  it('the wallet list waits behind a button with features.emailShowWallets false or features.collapseWallets', () => {
    expect(loginOptions({ emailShowWallets: false }).options.collapseWallets).toBe(true);
    expect(loginOptions({ collapseWallets: true }).options.collapseWallets).toBe(true);
  });

  it('watchLoginOptions tells of a change of the switches, with the new and the old', () => {
    const { t, options } = loginOptions();
    const seen: [boolean, boolean][] = [];
    const unwatch = watchLoginOptions(t.core, {
      onChange: (now, before) => seen.push([now.email, before.email]),
    });
    const store = t.get(OptionsStore);
    store.set({ features: { ...store.get().features, email: false } });
    unwatch();
    store.set({ features: { ...store.get().features, email: true } });
    expect(seen).toEqual([[false, true]]);
    expect(options.email).toBe(true);
    t.core.destroy();
  });
});
