import { filterWalletsForPlatform } from '../../../../domain/wallet/AllWalletsFilter';
import { type Wallet } from '../../../../domain/wallet/Wallet';

const appOnly: Wallet = { id: 'a', name: 'App', mobile_link: 'app://' };
const webOnly: Wallet = { id: 'w', name: 'Web', webapp_link: 'https://web.example' };
const extensionOnly: Wallet = {
  id: 'e',
  name: 'Extension',
  mobile_link: null,
  webapp_link: null,
  rdns: 'x.ext',
};
const desktopOnly: Wallet = { id: 'd', name: 'Desktop', desktop_link: 'desk://', mobile_link: '' };

describe('REFERENCE §7 AllWallets: mobile removes wallets with neither mobile_link nor webapp_link', () => {
  const wallets = [appOnly, webOnly, extensionOnly, desktopOnly];

  it('keeps wallets with a mobile or web link on mobile, in order', () => {
    expect(filterWalletsForPlatform(wallets, { isMobile: true })).toEqual([appOnly, webOnly]);
  });

  it('keeps every wallet on desktop', () => {
    expect(filterWalletsForPlatform(wallets, { isMobile: false })).toBe(wallets);
  });
});
