import * as E from 'fp-ts/Either';
import {
  DEFAULT_SOCIALS,
  REDIRECT_SOCIAL_PROVIDERS,
  RedirectSocialProviderCodec,
  SOCIAL_PROVIDERS,
  SocialProviderCodec,
  isSocialProvider,
} from '../../../../domain/social/SocialProvider';

describe('SPEC §1 default socials', () => {
  it('SPEC §1: google, x, discord, farcaster, github, apple, facebook, in that order', () => {
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(SOCIAL_PROVIDERS).toEqual(DEFAULT_SOCIALS);
  });

  it('SPEC §1: recognises exactly the social providers', () => {
    for (const provider of SOCIAL_PROVIDERS) {
      expect(isSocialProvider(provider)).toBe(true);
    }
    expect(isSocialProvider('email')).toBe(false);
    expect(isSocialProvider(1)).toBe(false);
    expect(E.isRight(SocialProviderCodec.decode('farcaster'))).toBe(true);
  });
});

describe('SPEC §5 embedded wallet social provider', () => {
  it('SPEC §5: one of google, github, apple, facebook, x, discord', () => {
    expect([...REDIRECT_SOCIAL_PROVIDERS].sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'github',
      'google',
      'x',
    ]);
    for (const provider of REDIRECT_SOCIAL_PROVIDERS) {
      expect(E.isRight(RedirectSocialProviderCodec.decode(provider))).toBe(true);
    }
    expect(E.isLeft(RedirectSocialProviderCodec.decode('farcaster'))).toBe(true);
    expect(E.isLeft(RedirectSocialProviderCodec.decode('twitter'))).toBe(true);
  });
});
