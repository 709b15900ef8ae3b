/** The social providers a login can go through by redirect (Farcaster has its own flow). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** How the provider's consent page looks: our own drawing, a plain letter mark, not their logo. */
export interface ProviderLook {
  readonly title: string;
  readonly letter: string;
  /** The mark's background; its letter is white. */
  readonly color: string;
}

export const PROVIDER_LOOKS: Readonly<Record<SocialProvider, ProviderLook>> = {
  google: { title: 'Google', letter: 'G', color: '#1a73e8' },
  x: { title: 'X', letter: 'X', color: '#0f1419' },
  discord: { title: 'Discord', letter: 'D', color: '#5865f2' },
  github: { title: 'GitHub', letter: 'G', color: '#24292f' },
  apple: { title: 'Apple', letter: 'A', color: '#1d1d1f' },
  facebook: { title: 'Facebook', letter: 'f', color: '#1877f2' },
};

/** A made-up account at a provider; `subject` is the provider's stable id for it. */
export interface SocialIdentity {
  readonly subject: string;
  readonly name: string;
  readonly userName: string;
  /** X shares no email address; the others do. */
  readonly email?: string;
}

const people = (
  provider: SocialProvider,
  domain: string | undefined,
): readonly [SocialIdentity, SocialIdentity, SocialIdentity] => {
  const person = (index: number, name: string, userName: string): SocialIdentity => ({
    subject: `${provider}-${1000 + index}`,
    name,
    userName,
    ...(domain === undefined ? {} : { email: `${userName.replace(/_/g, '.')}@${domain}` }),
  });
  return [
    person(1, 'Ada Lovelace', 'ada_lovelace'),
    person(2, 'Alan Turing', 'alan_turing'),
    person(3, 'Grace Hopper', 'grace_hopper'),
  ];
};

/** Three test accounts per provider, the same people everywhere so tests read easily. */
export const SOCIAL_IDENTITIES: Readonly<Record<SocialProvider, readonly SocialIdentity[]>> = {
  google: people('google', 'gmail.example'),
  x: people('x', undefined),
  discord: people('discord', 'discord.example'),
  github: people('github', 'github.example'),
  apple: people('apple', 'icloud.example'),
  facebook: people('facebook', 'facebook.example'),
};
