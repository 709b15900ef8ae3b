import fc from 'fast-check';
import {
  isDataImageSource,
  isImageSource,
  isWalletLink,
  isWalletLinkOrBareScheme,
  isWebLink,
} from '../../../../domain/link/linkRules';
import { MAX_IMAGE_SOURCE_LENGTH, MAX_LINK_LENGTH } from '../../../../domain/link/linkLimits';

const SCRIPT_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u001f javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'javascript:alert(1)\n',
  'javascript%3Aalert(1)',
  'javascript%253Aalert(1)',
  '%6Aavascript:alert(1)',
  'java%09script:alert(1)',
  'java%0Ascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'file:///etc/passwd',
  'blob:https://example.com/1234',
  'about:blank',
  'filesystem:https://example.com/temporary/x',
  'view-source:https://example.com',
  'intent://scan/#Intent;scheme=zxing;end',
  'chrome://settings',
  'java\u0000script:alert(1)',
  'java\u007fscript:alert(1)',
];

describe('Hostile input §1: one rule for every link from outside data', () => {
  describe('script and local-content schemes are refused in every disguise', () => {
    it.each(SCRIPT_LINKS)('refuses %j as a web link, a wallet link and an image', (link) => {
      expect(isWebLink(link)).toBe(false);
      expect(isWalletLink(link)).toBe(false);
      expect(isWalletLinkOrBareScheme(link)).toBe(false);
      expect(isImageSource(link)).toBe(false);
    });

    it('refuses javascript: under any casing, surrounding controls and inserted tabs or newlines (10,000 generated)', () => {
      const edge = fc
        .array(fc.constantFrom(' ', '\u0000', '\u0008', '\u001f', '\t', '\n', '\r'), { maxLength: 3 })
        .map((chars) => chars.join(''));
      const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 });
      const inserts = fc.array(fc.tuple(fc.nat(10), fc.constantFrom('\t', '\n', '\r')), { maxLength: 4 });
      fc.assert(
        fc.property(edge, casing, inserts, edge, fc.string(), (lead, upper, breaks, trail, body) => {
          let scheme = [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          for (const [at, ch] of breaks) scheme = `${scheme.slice(0, at)}${ch}${scheme.slice(at)}`;
          const link = `${lead}${scheme}:${body}${trail}`;
          return !isWebLink(link) && !isWalletLinkOrBareScheme(link) && !isImageSource(link);
        }),
        { numRuns: 10_000 },
      );
    });
  });

  describe('web links: https anywhere, http only on this machine', () => {
    it.each([
      'https://wallet.example/',
      'https://wallet.example/path?q=1#x',
      '  https://wallet.example  ',
      'HTTPS://WALLET.EXAMPLE',
      'http://127.0.0.1:8553/wc',
      'http://localhost:3000',
      'http://app.localhost/',
      'http://[::1]:8080/',
    ])('accepts %j', (link) => {
      expect(isWebLink(link)).toBe(true);
    });

    it.each([
      'http://wallet.example/',
      'http://10.0.0.1/',
      'http://127.0.0.1.evil.example/',
      'https://wallet.example@evil.example/',
      'https://user:pass@evil.example/',
      '//evil.example/',
      '/relative/path',
      'wallet.example',
      'ftp://wallet.example/',
      'metamask://',
      '',
      '   ',
      'https://',
    ])('refuses %j', (link) => {
      expect(isWebLink(link)).toBe(false);
    });

    it('refuses what is not a string, and links past the length limit', () => {
      for (const value of [
        null,
        undefined,
        5,
        {},
        ['https://a.example'],
        { toString: () => 'https://a.example' },
      ]) {
        expect(isWebLink(value)).toBe(false);
      }
      const long = `https://wallet.example/${'a'.repeat(MAX_LINK_LENGTH)}`;
      expect(isWebLink(long)).toBe(false);
    });
  });

  describe("wallet links: a web link or the wallet app's own scheme", () => {
    it.each([
      'metamask://',
      'metamask:',
      'trust://open',
      'rainbow://wc?uri=x',
      'https://link.trustwallet.com',
      'http://127.0.0.1:8553',
    ])('accepts %j', (link) => {
      expect(isWalletLink(link)).toBe(true);
    });

    it('accepts a bare scheme, read as scheme://', () => {
      expect(isWalletLinkOrBareScheme('metamask')).toBe(true);
      expect(isWalletLinkOrBareScheme('javascript')).toBe(false);
      expect(isWalletLinkOrBareScheme('data')).toBe(false);
    });

    it.each([
      'http://wallet.example',
      'ws://wallet.example',
      'wss://wallet.example',
      'evil://user:pw@host',
      'not a link',
      'javascript',
    ])('refuses %j', (link) => {
      expect(isWalletLink(link)).toBe(false);
    });
  });

  describe('images: https, loopback http, or a data:image of a picture type', () => {
    it.each([
      'https://cdn.example/token.png',
      'http://127.0.0.1:8551/getWalletImage/x',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'DATA:IMAGE/JPEG;base64,/9j/',
      'data:image/webp;base64,UklGR',
    ])('accepts %j', (source) => {
      expect(isImageSource(source)).toBe(true);
    });

    it.each([
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg;base64,x',
      'data:image/png',
      'data:application/xml,<x/>',
      'data:,hello',
      'http://tracker.example/pixel.png',
      'javascript:alert(1)',
      'ipfs://bafy',
      '/relative.png',
    ])('refuses %j', (source) => {
      expect(isImageSource(source)).toBe(false);
    });

    it('refuses an image source past its length limit', () => {
      expect(isImageSource(`data:image/png;base64,${'A'.repeat(MAX_IMAGE_SOURCE_LENGTH)}`)).toBe(false);
    });

    it('takes an SVG picture even with script in it: shown as an image, it runs nothing', () => {
      expect(isImageSource('data:image/svg+xml,<svg onload=alert(1)>')).toBe(true);
      expect(isWebLink('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
      expect(isWalletLink('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    });

    it('EIP-6963 icons: only data: pictures', () => {
      expect(isDataImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
      expect(isDataImageSource('https://cdn.example/icon.png')).toBe(false);
      expect(isDataImageSource('data:text/html,x')).toBe(false);
      expect(isDataImageSource(42)).toBe(false);
    });
  });

  it('never throws, whatever it is given (10,000 generated values)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.anything()),
        (value) => {
          isWebLink(value);
          isWalletLinkOrBareScheme(value);
          isImageSource(value);
          isDataImageSource(value);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('accepts every generated https URL as a web link (10,000 generated)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (url) => isWebLink(url) === (new URL(url).username === ''),
      ),
      { numRuns: 10_000 },
    );
  });
});
