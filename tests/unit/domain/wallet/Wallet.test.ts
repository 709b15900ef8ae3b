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
    expect(E.isLeft(WalletCodec.decode({ id: 'x', name: 'X', badge_type: 'gold' }))).toBe(true);
  });

  describe('Hostile input §1: a link that breaks the link rule is dropped, the wallet stays', () => {
    it.each([
      ['mobile_link', 'javascript:alert(document.domain)'],
      ['mobile_link', 'data:text/html,<script>alert(1)</script>'],
      ['desktop_link', ' JavaScript:alert(1)'],
      ['webapp_link', 'metamask://'],
      ['webapp_link', 'http://evil.example/'],
      ['link_mode', 'vbscript:x'],
      ['homepage', 'javascript:alert(1)'],
      ['app_store', 'data:text/html,x'],
      ['play_store', 'file:///etc/passwd'],
      ['chrome_store', 'blob:https://x.example/1'],
      ['image_url', 'javascript:alert(1)'],
      ['image_url', 'data:text/html,x'],
      ['mobile_link', 3],
    ])('%s %j reads as null', (field, value) => {
      expect(WalletCodec.decode({ id: 'x', name: 'X', [field]: value })).toEqual(
        E.right({ id: 'x', name: 'X', [field]: null }),
      );
    });

    it('keeps safe links as they are', () => {
      const record = {
        id: 'x',
        name: 'X',
        mobile_link: 'wallet://',
        desktop_link: 'https://desktop.wallet.example',
        webapp_link: 'https://app.wallet.example',
        image_url: 'data:image/png;base64,AA==',
      };
      expect(WalletCodec.decode(record)).toEqual(E.right(record));
    });
  });
});
