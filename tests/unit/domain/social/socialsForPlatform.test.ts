import * as fc from 'fast-check';
import { DEFAULT_SOCIALS, type SocialProvider } from '../../../../domain/social/SocialProvider';
import { OPERATING_SYSTEMS, socialsForPlatform } from '../../../../domain/social/socialsForPlatform';

describe('SPEC §5 social options on Telegram', () => {
  it('SPEC §5: iOS removes google', () => {
    expect(socialsForPlatform(DEFAULT_SOCIALS, { isTelegram: true, os: 'ios' })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('SPEC §5: Mac removes x', () => {
    expect(socialsForPlatform(DEFAULT_SOCIALS, { isTelegram: true, os: 'mac' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('SPEC §5: Android removes facebook and x', () => {
    expect(socialsForPlatform(DEFAULT_SOCIALS, { isTelegram: true, os: 'android' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ]);
  });

  it('SPEC §5: other systems in Telegram keep every social', () => {
    for (const os of ['windows', 'linux', 'other'] as const) {
      expect(socialsForPlatform(DEFAULT_SOCIALS, { isTelegram: true, os })).toEqual(DEFAULT_SOCIALS);
    }
  });

  it('SPEC §5: outside Telegram nothing is removed, and the order is always kept', () => {
    fc.assert(
      fc.property(
        fc.subarray([...DEFAULT_SOCIALS] as SocialProvider[]),
        fc.constantFrom(...OPERATING_SYSTEMS),
        fc.boolean(),
        (socials, os, isTelegram) => {
          const shown = socialsForPlatform(socials, { isTelegram, os });
          const kept = socials.filter((social) => shown.includes(social));
          return (isTelegram || shown.length === socials.length) && kept.join() === shown.join();
        },
      ),
    );
  });
});
