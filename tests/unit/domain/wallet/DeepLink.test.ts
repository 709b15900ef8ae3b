import fc from 'fast-check';
import { formatNativeUrl, formatUniversalUrl, isHttpLink } from '../../../../domain/wallet/DeepLink';

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce';
const ENCODED = encodeURIComponent(WC_URI);

describe('REFERENCE §7 deep links', () => {
  describe('native links: <scheme>://wc?uri=<encoded>', () => {
    it.each(['metamask://', 'metamask:', 'metamask', 'metamask:/', ' metamask:// '])('formats %p', (link) => {
      expect(formatNativeUrl(link, WC_URI)).toEqual({
        appUrl: 'metamask://',
        connectUrl: `metamask://wc?uri=${ENCODED}`,
      });
    });

    it('keeps a path and adds the slash before wc', () => {
      expect(formatNativeUrl('trust://open', WC_URI).connectUrl).toBe(`trust://open/wc?uri=${ENCODED}`);
      expect(formatNativeUrl('trust://open/', WC_URI).connectUrl).toBe(`trust://open/wc?uri=${ENCODED}`);
    });

    it('formats an http(s) link as a universal link', () => {
      expect(formatNativeUrl('https://link.trustwallet.com/', WC_URI)).toEqual(
        formatUniversalUrl('https://link.trustwallet.com', WC_URI),
      );
    });
  });

  describe('universal links: <https-link>/wc?uri=<encoded>', () => {
    it('adds /wc to a link without a trailing slash', () => {
      expect(formatUniversalUrl('https://link.trustwallet.com', WC_URI)).toEqual({
        appUrl: 'https://link.trustwallet.com/',
        connectUrl: `https://link.trustwallet.com/wc?uri=${ENCODED}`,
      });
    });

    it('collapses trailing slashes', () => {
      expect(formatUniversalUrl('https://rnbwapp.com//', WC_URI).connectUrl).toBe(
        `https://rnbwapp.com/wc?uri=${ENCODED}`,
      );
    });
  });

  it('encodes the uri twice when asked (Telegram on Android decodes links once)', () => {
    const twice = encodeURIComponent(ENCODED);
    expect(formatUniversalUrl('https://x.example', WC_URI, { encodeTwice: true }).connectUrl).toBe(
      `https://x.example/wc?uri=${twice}`,
    );
    expect(formatNativeUrl('x:', WC_URI, { encodeTwice: true }).connectUrl).toBe(`x://wc?uri=${twice}`);
  });

  it('tells http(s) links from url schemes', () => {
    expect(isHttpLink('https://a.example')).toBe(true);
    expect(isHttpLink('HTTP://a.example')).toBe(true);
    expect(isHttpLink('metamask://')).toBe(false);
  });

  it('always yields a link whose uri parameter decodes back to the uri (property)', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,15}$/).filter((s) => !/^https?$/.test(s));
    const spelling = fc.constantFrom('', ':', '://', ':/');
    fc.assert(
      fc.property(scheme, spelling, fc.string(), (name, suffix, uri) => {
        const { appUrl, connectUrl } = formatNativeUrl(`${name}${suffix}`, uri);
        expect(appUrl).toBe(`${name}://`);
        expect(connectUrl.startsWith(`${name}://wc?uri=`)).toBe(true);
        expect(decodeURIComponent(connectUrl.slice(`${name}://wc?uri=`.length))).toBe(uri);
      }),
    );
  });

  it('builds universal links with exactly one slash before wc (property)', () => {
    const host = fc.domain();
    fc.assert(
      fc.property(host, fc.nat({ max: 3 }), fc.string(), (domain, slashes, uri) => {
        const { connectUrl } = formatUniversalUrl(`https://${domain}${'/'.repeat(slashes)}`, uri);
        expect(connectUrl).toBe(`https://${domain}/wc?uri=${encodeURIComponent(uri)}`);
      }),
    );
  });
});
