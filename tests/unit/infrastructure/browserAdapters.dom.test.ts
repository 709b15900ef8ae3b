/**
 * @jest-environment jsdom
 */
import { BrowserEnvironment } from '../../../infrastructure/environment/BrowserEnvironment';
import { BrowserStorage } from '../../../infrastructure/storage/BrowserStorage';

describe('browser adapters in a page (SPEC §3 local storage; the device for SPEC §4/§5 rules)', () => {
  it('BrowserStorage uses window.localStorage by default', () => {
    const storage = new BrowserStorage();
    storage.setItem('@keyport/active_namespace', '"eip155"');
    expect(window.localStorage.getItem('@keyport/active_namespace')).toBe('"eip155"');
    storage.removeItem('@keyport/active_namespace');
    expect(storage.getItem('@keyport/active_namespace')).toBeNull();
  });

  it('BrowserEnvironment reads the page: a browser, its host name, and unique ids', () => {
    const environment = new BrowserEnvironment();
    expect(environment.isBrowser).toBe(true);
    expect(environment.domain).toBe(window.location.hostname);
    expect(environment.href).toBe(window.location.href);
    expect(environment.isTelegram).toBe(false);
    const a = environment.randomId();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(environment.randomId()).not.toBe(a);
  });

  it('BrowserEnvironment sees a Telegram mini app', () => {
    (window as unknown as { Telegram?: unknown }).Telegram = { WebApp: {} };
    try {
      expect(new BrowserEnvironment().isTelegram).toBe(true);
    } finally {
      delete (window as unknown as { Telegram?: unknown }).Telegram;
    }
  });
});

describe('Environment.openLink: the one checked navigation (Hostile input §1)', () => {
  it('opens a web link in a new browsing context without an opener or a referrer', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const opened = new BrowserEnvironment().openLink({
        kind: 'web link',
        href: 'https://pay.example/checkout?orderId=1',
        target: '_blank',
      });
      expect(opened._tag).toBe('Right');
      expect(open).toHaveBeenCalledWith(
        'https://pay.example/checkout?orderId=1',
        '_blank',
        'noopener,noreferrer',
      );
    } finally {
      open.mockRestore();
    }
  });

  it("opens a wallet app's link in this page", () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      new BrowserEnvironment().openLink({ kind: 'wallet link', href: 'wallet://wc?uri=x', target: '_self' });
      expect(open).toHaveBeenCalledWith('wallet://wc?uri=x', '_self', undefined);
    } finally {
      open.mockRestore();
    }
  });

  it.each([
    ['wallet link', 'javascript:alert(1)'],
    ['wallet link', ' JAVA\tSCRIPT:alert(1)'],
    ['wallet link', 'data:text/html,<script>alert(1)</script>'],
    ['web link', 'metamask://'],
    ['web link', 'http://pay.example/'],
  ] as const)('never opens a %s %j, and says why', (kind, href) => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const opened = new BrowserEnvironment().openLink({ kind, href, target: '_self' });
      expect(open).not.toHaveBeenCalled();
      expect(opened._tag === 'Left' && opened.left.code).toBe('UNSAFE_LINK');
    } finally {
      open.mockRestore();
    }
  });
});
