import { isWalletLinkOrBareScheme, isWebLink } from '../link/linkRules';
import { type Wallet } from './Wallet';

/**
 * REFERENCE §7: the tabs of the connecting screen, each a way to reach the chosen wallet:
 * its installed extension (`browser`), its app on this phone (`mobile`), a QR code for a phone
 * (`qrcode`), its web app (`web`), its desktop app (`desktop`), or a notice that the extension
 * it needs is not installed (`unsupported`).
 */
export const WALLET_PLATFORMS = ['browser', 'mobile', 'qrcode', 'web', 'desktop', 'unsupported'] as const;

export type WalletPlatform = (typeof WALLET_PLATFORMS)[number];

export interface WalletPlatformsInput {
  readonly wallet: Pick<Wallet, 'mobile_link' | 'desktop_link' | 'webapp_link' | 'rdns' | 'injected'>;
  readonly isMobile: boolean;
  /** The rdns and injected ids of the wallets found in this browser. */
  readonly installedIds: readonly string[];
  /** At least one chain adapter exists, so an extension can be connected directly. */
  readonly hasAdapters: boolean;
}

/** The ids an extension of this wallet announces itself with: its rdns, else its injected ids. */
export function walletBrowserIds(wallet: Pick<Wallet, 'rdns' | 'injected'>): readonly string[] {
  if (wallet.rdns) {
    return [wallet.rdns];
  }
  return (wallet.injected ?? []).map((injection) => injection.injected_id).filter((id) => id.length > 0);
}

/**
 * The tabs a wallet offers, in display order (the first is opened): `browser` when its
 * extension is installed, `mobile` (on a phone) or `qrcode` (elsewhere) when it has a mobile
 * link, `web` for a web app, `desktop` for a desktop app off mobile, and `unsupported` when it
 * is an extension that is not installed. Extensions count only with a chain adapter to talk to.
 * A wallet with none of these still speaks wallet-connect, so it gets the QR code.
 */
export function walletPlatforms(input: WalletPlatformsInput): readonly WalletPlatform[] {
  const { wallet, isMobile, installedIds, hasAdapters } = input;
  const browserIds = hasAdapters ? walletBrowserIds(wallet) : [];
  const isExtension = browserIds.length > 0;
  const isExtensionInstalled = browserIds.some((id) => installedIds.includes(id));

  const platforms: WalletPlatform[] = [];
  if (isExtension && isExtensionInstalled) {
    platforms.push('browser');
  }
  // A link that breaks the link rule counts as no link: the platform is not offered.
  if (isWalletLinkOrBareScheme(wallet.mobile_link)) {
    platforms.push(isMobile ? 'mobile' : 'qrcode');
  }
  if (isWebLink(wallet.webapp_link)) {
    platforms.push('web');
  }
  if (isWalletLinkOrBareScheme(wallet.desktop_link) && !isMobile) {
    platforms.push('desktop');
  }
  if (isExtension && !isExtensionInstalled) {
    platforms.push('unsupported');
  }
  return platforms.length > 0 ? platforms : ['qrcode'];
}
