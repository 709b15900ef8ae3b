import { platformLink, type LinkContext } from '../../../../domain/wallet/platformLinks';
import { walletConnectPlatforms } from '../../../../domain/wallet/walletConnectPlatforms';

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00';
const ENCODED = encodeURIComponent(URI);
const page: LinkContext = { isTelegram: false, os: 'ios', inFrame: false };
const wallet = {
  mobile_link: 'rainbow://',
  webapp_link: 'https://app.rainbow.example/',
  desktop_link: 'rainbowdesk:',
};

describe('REFERENCE §7 deep links of the platform tabs', () => {
  it('mobile: <scheme>://wc?uri=<encoded>, replacing this page', () => {
    expect(platformLink('mobile', wallet, URI, page)).toEqual({
      href: `rainbow://wc?uri=${ENCODED}`,
      kind: 'wallet link',
      target: '_self',
    });
  });

  it('mobile from inside a frame: the top page goes to the app', () => {
    expect(platformLink('mobile', wallet, URI, { ...page, inFrame: true })?.target).toBe('_top');
  });

  it('an https mobile link is a universal link', () => {
    expect(platformLink('mobile', { mobile_link: 'https://link.wallet.example' }, URI, page)?.href).toBe(
      `https://link.wallet.example/wc?uri=${ENCODED}`,
    );
  });

  it('REFERENCE §5 experimental_preferUniversalLinks: a phone app opens by its link_mode universal link', () => {
    const withUniversal = { ...wallet, link_mode: 'https://rnbwapp.example/' };
    const preferring = { ...page, preferUniversalLinks: true };
    expect(platformLink('mobile', withUniversal, URI, preferring)).toEqual({
      href: `https://rnbwapp.example/wc?uri=${ENCODED}`,
      kind: 'wallet link',
      target: '_self',
    });
    expect(platformLink('mobile', withUniversal, URI, page)?.href).toBe(`rainbow://wc?uri=${ENCODED}`);
    expect(platformLink('mobile', wallet, URI, preferring)?.href).toBe(`rainbow://wc?uri=${ENCODED}`);
    expect(platformLink('desktop', withUniversal, URI, preferring)?.href).toBe(
      `rainbowdesk://wc?uri=${ENCODED}`,
    );
  });

  it('web app and desktop app open in a new tab', () => {
    expect(platformLink('web', wallet, URI, page)).toEqual({
      href: `https://app.rainbow.example/wc?uri=${ENCODED}`,
      kind: 'web link',
      target: '_blank',
    });
    expect(platformLink('desktop', wallet, URI, page)).toEqual({
      href: `rainbowdesk://wc?uri=${ENCODED}`,
      kind: 'wallet link',
      target: '_blank',
    });
  });

  it('Telegram: links leave through a new window; on Android the uri is encoded twice', () => {
    const telegramAndroid = { isTelegram: true, os: 'android', inFrame: true } as const;
    expect(platformLink('mobile', wallet, URI, telegramAndroid)).toEqual({
      href: `rainbow://wc?uri=${encodeURIComponent(ENCODED)}`,
      kind: 'wallet link',
      target: '_blank',
    });
    expect(platformLink('mobile', wallet, URI, { ...telegramAndroid, os: 'ios' })?.href).toBe(
      `rainbow://wc?uri=${ENCODED}`,
    );
  });

  it('no link for a platform the wallet has no link for', () => {
    expect(platformLink('mobile', {}, URI, page)).toBeUndefined();
    expect(platformLink('web', { webapp_link: null }, URI, page)).toBeUndefined();
    expect(platformLink('desktop', { desktop_link: '' }, URI, page)).toBeUndefined();
  });
});

describe('REFERENCE §7 platforms of the ConnectingWalletConnect view', () => {
  it('desktop: QR code first, then web and desktop apps', () => {
    expect(walletConnectPlatforms(wallet, false)).toEqual(['qrcode', 'web', 'desktop']);
  });

  it('phone: the phone app first, no desktop app', () => {
    expect(walletConnectPlatforms(wallet, true)).toEqual(['mobile', 'web']);
  });

  it('an extension-only wallet, or no wallet at all, gets the QR code', () => {
    expect(walletConnectPlatforms({ rdns: 'io.extension' } as never, false)).toEqual(['qrcode']);
    expect(walletConnectPlatforms(undefined, true)).toEqual(['qrcode']);
  });
});

describe('Hostile input §1: a wallet link that breaks the link rule is never offered', () => {
  const page = { isTelegram: false, os: 'ios', inFrame: false } as const;
  const URI = 'wc:abc@2?relay-protocol=irn&symKey=00';

  it.each([
    ['mobile', { mobile_link: 'javascript:alert(document.domain)//' }],
    ['mobile', { mobile_link: 'data:text/html,<script>alert(1)</script>' }],
    ['mobile', { mobile_link: '\tjava\nscript:alert(1)' }],
    ['desktop', { desktop_link: 'vbscript:msgbox' }],
    ['web', { webapp_link: 'javascript:alert(1)' }],
    ['web', { webapp_link: 'wallet://' }],
  ] as const)('%s link %j gives no link', (platform, wallet) => {
    expect(platformLink(platform, wallet, URI, page)).toBeUndefined();
  });
});
