import * as E from 'fp-ts/Either';
import { WalletCodec } from '../../../../domain/wallet/Wallet';

describe('REFERENCE §3c explorer wallet record (WcWallet fields)', () => {
  it('decodes a full explorer record', () => {
    const record = {
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      badge_type: 'certified',
      description: 'A wallet',
      chains: ['eip155:1'],
      homepage: 'https://metamask.io',
      image_id: 'img',
      image_url: null,
      order: 1,
      link_mode: null,
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      app_store: 'https://apps.apple.com/app',
      play_store: 'https://play.google.com/store',
      chrome_store: 'https://chrome.google.com/webstore',
      rdns: 'io.metamask',
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      display_index: 0,
      supports_wc: true,
      supports_wcpay: false,
    };
    expect(WalletCodec.decode(record)).toEqual(E.right(record));
  });

  it('needs only id and name', () => {
    expect(E.isRight(WalletCodec.decode({ id: 'x', name: 'X' }))).toBe(true);
  });

  it('refuses a record without a name or with a wrong field type', () => {
    expect(E.isLeft(WalletCodec.decode({ id: 'x' }))).toBe(true);
    expect(E.isLeft(WalletCodec.decode({ id: 'x', name: 'X', mobile_link: 3 }))).toBe(true);
    expect(E.isLeft(WalletCodec.decode({ id: 'x', name: 'X', badge_type: 'gold' }))).toBe(true);
  });
});
