import { type OperatingSystem } from '../social/socialsForPlatform';
import { formatNativeUrl, formatUniversalUrl } from './DeepLink';
import { type Wallet } from './Wallet';
import { type WalletPlatform } from './WalletPlatforms';

/** The platforms that hand the pairing uri to the wallet by a link rather than a QR code. */
export type LinkPlatform = Extract<WalletPlatform, 'mobile' | 'web' | 'desktop'>;

export type LinkTarget = '_self' | '_top' | '_blank';

/** A link that opens the wallet with the pairing uri, and where it opens. */
export interface PlatformLink {
  readonly href: string;
  readonly target: LinkTarget;
}

/** What about the page decides how a link is written and where it opens. */
export interface LinkContext {
  readonly isTelegram: boolean;
  readonly os: OperatingSystem;
  /** The page runs inside another page's frame. */
  readonly inFrame: boolean;
}

export type WalletLinks = Pick<Wallet, 'mobile_link' | 'webapp_link' | 'desktop_link'>;

export function isLinkPlatform(platform: WalletPlatform): platform is LinkPlatform {
  return platform === 'mobile' || platform === 'web' || platform === 'desktop';
}

/**
 * REFERENCE §7 targets: the phone app replaces this page (`_self`, or `_top` from inside a
 * frame, whose own navigation the browser would not hand to an app); web and desktop apps open in
 * a new tab. Telegram mini apps hand links to the system only from a new window.
 */
function targetFor(platform: LinkPlatform, context: LinkContext): LinkTarget {
  if (context.isTelegram || platform !== 'mobile') return '_blank';
  return context.inFrame ? '_top' : '_self';
}

/**
 * The link of a platform tab (REFERENCE §7 deep links): `<scheme>://wc?uri=…` for a phone or
 * desktop app, or a universal link when the wallet's link is https, and the web app's
 * `<link>/wc?uri=…`. Telegram on Android decodes a link once before passing it on, so there the
 * uri is encoded twice. None when the wallet has no link for the platform.
 */
export function platformLink(
  platform: LinkPlatform,
  wallet: WalletLinks,
  uri: string,
  context: LinkContext,
): PlatformLink | undefined {
  const options = { encodeTwice: context.isTelegram && context.os === 'android' };
  const target = targetFor(platform, context);
  switch (platform) {
    case 'mobile':
      return wallet.mobile_link
        ? { href: formatNativeUrl(wallet.mobile_link, uri, options).connectUrl, target }
        : undefined;
    case 'web':
      return wallet.webapp_link
        ? { href: formatUniversalUrl(wallet.webapp_link, uri, options).connectUrl, target }
        : undefined;
    case 'desktop':
      return wallet.desktop_link
        ? { href: formatNativeUrl(wallet.desktop_link, uri, options).connectUrl, target }
        : undefined;
  }
}
