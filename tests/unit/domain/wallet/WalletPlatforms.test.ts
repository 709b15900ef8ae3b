import {
  walletBrowserIds,
  walletPlatforms,
  type WalletPlatformsInput,
} from '../../../../domain/wallet/WalletPlatforms';

const everything: WalletPlatformsInput['wallet'] = {
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
  webapp_link: 'https://portfolio.metamask.io',
  desktop_link: 'metamask-desktop://',
};

const base: WalletPlatformsInput = {
  wallet: everything,
  isMobile: false,
  installedIds: [],
  hasAdapters: true,
};

describe('REFERENCE §7 connecting screen platforms (browser, mobile, qrcode, web, desktop, unsupported)', () => {
  it('offers browser first when the extension is installed, then qrcode, web and desktop on desktop', () => {
    expect(walletPlatforms({ ...base, installedIds: ['io.metamask'] })).toEqual([
      'browser',
      'qrcode',
      'web',
      'desktop',
    ]);
  });

  it('offers mobile instead of qrcode on a phone, and no desktop app there', () => {
    expect(walletPlatforms({ ...base, isMobile: true, installedIds: ['io.metamask'] })).toEqual([
      'browser',
      'mobile',
      'web',
    ]);
  });

  it('marks a not-installed extension as unsupported, last', () => {
    expect(walletPlatforms(base)).toEqual(['qrcode', 'web', 'desktop', 'unsupported']);
  });

  it('ignores the extension without a chain adapter to talk to', () => {
    expect(walletPlatforms({ ...base, hasAdapters: false, installedIds: ['io.metamask'] })).toEqual([
      'qrcode',
      'web',
      'desktop',
    ]);
  });

  it('recognises an extension by its injected ids when it has no rdns', () => {
    const wallet = { injected: [{ namespace: 'eip155', injected_id: 'isRabby' }] };
    expect(walletPlatforms({ ...base, wallet, installedIds: ['isRabby'] })).toEqual(['browser']);
    expect(walletPlatforms({ ...base, wallet })).toEqual(['unsupported']);
  });

  it('falls back to the QR code for a wallet with no links at all', () => {
    expect(walletPlatforms({ ...base, wallet: {} })).toEqual(['qrcode']);
    expect(walletPlatforms({ ...base, wallet: { rdns: null, injected: null, mobile_link: null } })).toEqual([
      'qrcode',
    ]);
  });

  it('reads the browser ids: rdns first, else non-empty injected ids', () => {
    expect(
      walletBrowserIds({ rdns: 'io.metamask', injected: [{ namespace: 'eip155', injected_id: 'x' }] }),
    ).toEqual(['io.metamask']);
    expect(
      walletBrowserIds({
        injected: [
          { namespace: 'eip155', injected_id: '' },
          { namespace: 'solana', injected_id: 'isPhantom' },
        ],
      }),
    ).toEqual(['isPhantom']);
  });
});
