import { type SocialProvider } from '../../../../domain/social/SocialProvider';

/**
 * The names of the social logins (SPEC §1 `features.socials`), as their buttons, the login views
 * and the Account view write them: shared by the connect and embedded-wallet view groups, so each
 * group's table merges it.
 */
export const socialMessages = {
  'social.google': 'Google',
  'social.x': 'X',
  'social.discord': 'Discord',
  'social.farcaster': 'Farcaster',
  'social.github': 'GitHub',
  'social.apple': 'Apple',
  'social.facebook': 'Facebook',
  'social.continueWith': 'Continue with {provider}',
} as const satisfies Readonly<Record<`social.${SocialProvider}`, string>> & Readonly<Record<string, string>>;
