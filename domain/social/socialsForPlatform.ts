import { type SocialProvider } from './SocialProvider';

/** The operating systems whose Telegram apps limit social login (others are `other`). */
export const OPERATING_SYSTEMS = ['ios', 'android', 'mac', 'windows', 'linux', 'other'] as const;

export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

export interface SocialPlatform {
  /** Whether Keyport runs inside a Telegram mini app. */
  readonly isTelegram: boolean;
  readonly os: OperatingSystem;
}

/**
 * SPEC §5: inside Telegram some providers cannot finish their login (the in-app browser blocks
 * their pop-up or redirect), so they are not offered there.
 */
const REMOVED_IN_TELEGRAM: Readonly<Record<OperatingSystem, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  windows: [],
  linux: [],
  other: [],
};

/**
 * SPEC §5 "Social options on Telegram": the socials to show on this platform, in the host's
 * order. Outside Telegram every configured social is shown.
 */
export function socialsForPlatform<S extends SocialProvider>(
  socials: readonly S[],
  platform: SocialPlatform,
): readonly S[] {
  if (!platform.isTelegram) {
    return socials;
  }
  const removed: readonly SocialProvider[] = REMOVED_IN_TELEGRAM[platform.os];
  return socials.filter((social) => !removed.includes(social));
}
