import {
  BrowserEnvironment,
  detectOs,
  uuidFromRandomBytes,
} from '../../../infrastructure/environment/BrowserEnvironment';
import { NodeEnvironment } from '../../../infrastructure/environment/NodeEnvironment';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const DESKTOP_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

function browser(
  userAgent: string,
  extra: Partial<{ coarsePointer: boolean; hasTelegramWebApp: boolean }> = {},
) {
  return new BrowserEnvironment({
    userAgent,
    coarsePointer: extra.coarsePointer ?? false,
    hasTelegramWebApp: extra.hasTelegramWebApp ?? false,
    href: 'https://shop.example/cart',
    hostname: 'shop.example',
    randomUUID: () => 'fixed',
  });
}

describe('Environment adapters (SPEC §4 Telegram / iOS Safari rules need the device)', () => {
  it('detects the operating system from the user agent', () => {
    expect(detectOs(IPHONE_SAFARI)).toBe('ios');
    expect(detectOs('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe('android');
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('mac');
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(detectOs(DESKTOP_LINUX)).toBe('linux');
    expect(detectOs('curl/8.0')).toBe('other');
  });

  it('an iPhone in Safari is mobile and iOS Safari; in Chrome it is not Safari', () => {
    const safari = browser(IPHONE_SAFARI);
    expect(safari.isMobile).toBe(true);
    expect(safari.isIosSafari).toBe(true);
    expect(browser(IPHONE_CHROME).isIosSafari).toBe(false);
  });

  it('a desktop is mobile only with a coarse pointer; Telegram is detected from its web app object', () => {
    expect(browser(DESKTOP_LINUX).isMobile).toBe(false);
    expect(browser(DESKTOP_LINUX, { coarsePointer: true }).isMobile).toBe(true);
    const telegram = browser(DESKTOP_LINUX, { hasTelegramWebApp: true });
    expect(telegram.isTelegram).toBe(true);
    expect(telegram.domain).toBe('shop.example');
    expect(telegram.href).toBe('https://shop.example/cart');
    expect(telegram.randomId()).toBe('fixed');
  });

  it('builds RFC 4122 version-4 ids from random bytes when randomUUID is unavailable', () => {
    const id = uuidFromRandomBytes(new Uint8Array(16).fill(0xff));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('Node is not a browser and still makes unique ids', () => {
    const node = new NodeEnvironment();
    expect(node.isBrowser).toBe(false);
    expect(node.randomId()).not.toBe(node.randomId());
  });
});
