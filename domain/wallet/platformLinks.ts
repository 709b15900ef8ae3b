import { safeLinkOrUndefined } from '../link/checkLink';
import { type LinkTarget } from '../link/LinkToOpen';
import { isWalletLinkOrBareScheme, isWebLink } from '../link/linkRules';
import { type OperatingSystem } from '../social/socialsForPlatform';
import { formatNativeUrl, formatUniversalUrl } from './DeepLink';
import { type Wallet } from './Wallet';
import { type WalletPlatform } from './WalletPlatforms';

/** The platforms that hand the pairing uri to the wallet by a link rather than a QR code. */
export type LinkPlatform = Extract<WalletPlatform, 'mobile' | 'web' | 'desktop'>;

/** A link that opens the wallet with the pairing uri, the rule it passed, and where it opens. */
export interface PlatformLink {
  readonly href: string;
  readonly kind: 'web link' | 'wallet link';
  readonly target: LinkTarget;
}

/** What about the page decides how a link is written and where it opens. */
export interface LinkContext {
  readonly isTelegram: boolean;
  readonly os: OperatingSystem;
  /** The page runs inside another page's frame. */
  readonly inFrame: boolean;
  /** Option `experimental_preferUniversalLinks`: a phone app opens by its `link_mode` link when it has one. */
  readonly preferUniversalLinks?: boolean;
}

export type WalletLinks = Pick<Wallet, 'mobile_link' | 'webapp_link' | 'desktop_link' | 'link_mode'>;

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
 * desktop app, or a universal link when the wallet's link is https (or, on a phone, its
 * `link_mode` link when the site prefers universal links), and the web app's
 * `<link>/wc?uri=…`. Telegram on Android decodes a link once before passing it on, so there the
 * uri is encoded twice. None when the wallet has no link for the platform, or when the link
 * breaks the link rule (`domain/link`): a wallet's `javascript:` link is never offered.
 */
export function platformLink(
  platform: LinkPlatform,
  wallet: WalletLinks,
  uri: string,
  context: LinkContext,
): PlatformLink | undefined {
  const href = platformHref(platform, wallet, uri, context);
  const kind = platform === 'web' ? 'web link' : 'wallet link';
  // What is built from the wallet's link is checked again as a whole: the link the visitor opens.
  const checked = safeLinkOrUndefined(kind, href);
  return checked === undefined ? undefined : { href: checked, kind, target: targetFor(platform, context) };
}

function platformHref(
  platform: LinkPlatform,
  wallet: WalletLinks,
  uri: string,
  context: LinkContext,
): string | undefined {
  const options = { encodeTwice: context.isTelegram && context.os === 'android' };
  // The wallet's own link must pass the rule before anything is built from it.
  switch (platform) {
    case 'mobile':
      // A universal link opens the app when it is installed and its store page when it is not.
      if (context.preferUniversalLinks && wallet.link_mode && isWebLink(wallet.link_mode)) {
        return formatUniversalUrl(wallet.link_mode, uri, options).connectUrl;
      }
      return wallet.mobile_link && isWalletLinkOrBareScheme(wallet.mobile_link)
        ? formatNativeUrl(wallet.mobile_link, uri, options).connectUrl
        : undefined;
    case 'web':
      return wallet.webapp_link && isWebLink(wallet.webapp_link)
        ? formatUniversalUrl(wallet.webapp_link, uri, options).connectUrl
        : undefined;
    case 'desktop':
      return wallet.desktop_link && isWalletLinkOrBareScheme(wallet.desktop_link)
        ? formatNativeUrl(wallet.desktop_link, uri, options).connectUrl
        : undefined;
  }
}
