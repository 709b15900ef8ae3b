import { selectWalletProperties } from '../../../../application/wallets/selectWalletProperties';
import { type Connector } from '../../../../domain/connector/Connector';
import { type CustomWallet } from '../../../../domain/wallet/Wallet';
import { wallet } from './walletFixtures';

const desktop = { isMobile: false, customWallets: [] };
const phone = { isMobile: true, customWallets: [] };

const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' };
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const shopWallet: CustomWallet = {
  id: 'shop-wallet',
  name: 'Shop Wallet',
  mobile_link: 'shop://?ref=secret',
};
const viaWalletConnect = { via: 'walletConnect', walletId: 'rainbow' } as const;

describe("SPEC §7 SELECT_WALLET properties (AppKit's name and platform)", () => {
  it('an installed extension is platform browser, with its explorer id when the connector knows it', () => {
    const choice = { via: 'browser', connectorId: 'io.rabby', namespace: 'eip155' } as const;
    expect(selectWalletProperties(rabby, choice, desktop)).toEqual({ name: 'Rabby', platform: 'browser' });
    expect(selectWalletProperties({ ...rabby, explorerId: 'rabby-id' }, choice, phone)).toEqual({
      name: 'Rabby',
      platform: 'browser',
      explorer_id: 'rabby-id',
    });
  });

  it('an explorer wallet reached by WalletConnect is qrcode off a phone and mobile on one, with its explorer id', () => {
    const rainbow = wallet('rainbow', { name: 'Rainbow', mobile_link: 'rainbow://' });
    expect(selectWalletProperties(rainbow, viaWalletConnect, desktop)).toEqual({
      name: 'Rainbow',
      platform: 'qrcode',
      explorer_id: 'rainbow',
    });
    expect(selectWalletProperties(rainbow, viaWalletConnect, phone)).toMatchObject({ platform: 'mobile' });
  });

  it('the WalletConnect entry itself is qrcode, without an explorer id', () => {
    const choice = { via: 'walletConnect', walletId: undefined } as const;
    expect(selectWalletProperties(walletConnect, choice, desktop)).toEqual({
      name: 'WalletConnect',
      platform: 'qrcode',
    });
  });

  it('a wallet not installed on a site without WalletConnect is unsupported', () => {
    const choice = { via: 'notInstalled', walletId: 'zerion' } as const;
    expect(selectWalletProperties(wallet('zerion'), choice, desktop)).toEqual({
      name: 'zerion',
      platform: 'unsupported',
      explorer_id: 'zerion',
    });
  });

  it("a site's own wallet is named without an explorer id, and none of its links is sent", () => {
    const properties = selectWalletProperties(shopWallet, viaWalletConnect, {
      isMobile: false,
      customWallets: [shopWallet],
    });
    expect(properties).toEqual({ name: 'Shop Wallet', platform: 'qrcode' });
    expect(JSON.stringify(properties)).not.toContain('secret');
  });
});
