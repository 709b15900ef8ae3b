import * as t from 'io-ts';

/** SPEC §1: the social logins Keyport offers, in the default order shown to visitors. */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const;

export const SOCIAL_PROVIDERS = DEFAULT_SOCIALS;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * SPEC §5: the providers the embedded wallet signs in through a redirect. Farcaster is absent on
 * purpose: it signs in with its own QR-code flow, not a redirect uri.
 */
export const REDIRECT_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

export type RedirectSocialProvider = (typeof REDIRECT_SOCIAL_PROVIDERS)[number];

function literalsCodec<const L extends readonly [string, string, ...string[]]>(
  values: L,
  name: string,
): t.Type<L[number], L[number], unknown> {
  return t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<L[number], null>, name);
}

export const SocialProviderCodec = literalsCodec(SOCIAL_PROVIDERS, 'SocialProvider');

export const RedirectSocialProviderCodec = literalsCodec(REDIRECT_SOCIAL_PROVIDERS, 'RedirectSocialProvider');

export function isSocialProvider(value: unknown): value is SocialProvider {
  return SocialProviderCodec.is(value);
}
