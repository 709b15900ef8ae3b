import { type WalletLinks } from './platformLinks';
import { walletPlatforms, type WalletPlatform } from './WalletPlatforms';

/** The platforms a wallet reached through WalletConnect is offered on, as tabs. */
export type WalletConnectPlatform = Extract<WalletPlatform, 'qrcode' | 'mobile' | 'web' | 'desktop'>;

function isWalletConnectPlatform(platform: WalletPlatform): platform is WalletConnectPlatform {
  return platform === 'qrcode' || platform === 'mobile' || platform === 'web' || platform === 'desktop';
}

/**
 * The REFERENCE §7 platforms of a wallet reached through WalletConnect, in display order (the
 * first opens): its phone app on a phone or a QR code elsewhere, its web app, its desktop app.
 * Extensions are left out (an installed one connects on the ConnectingExternal view); a wallet
 * without links, or no wallet at all, gets the QR code.
 */
export function walletConnectPlatforms(
  wallet: WalletLinks | undefined,
  isMobile: boolean,
): readonly WalletConnectPlatform[] {
  const platforms = walletPlatforms({
    wallet: wallet ?? {},
    isMobile,
    installedIds: [],
    hasAdapters: false,
  }).filter(isWalletConnectPlatform);
  return platforms.length > 0 ? platforms : ['qrcode'];
}
