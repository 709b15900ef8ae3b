import { type Wallet } from './Wallet';

/**
 * REFERENCE §7: on mobile the AllWallets list drops wallets with neither a `mobile_link` nor a
 * `webapp_link`, since a phone can neither deep-link into them nor open them in a browser tab.
 * On desktop every wallet stays (its QR code can be scanned with a phone).
 */
export function filterWalletsForPlatform<W extends Pick<Wallet, 'mobile_link' | 'webapp_link'>>(
  wallets: readonly W[],
  platform: { readonly isMobile: boolean },
): readonly W[] {
  if (!platform.isMobile) {
    return wallets;
  }
  return wallets.filter((wallet) => Boolean(wallet.mobile_link) || Boolean(wallet.webapp_link));
}
