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

describe('Environment.openWindow (issue 6 Buy: the provider page in a new window)', () => {
  it('opens the URL in a new browsing context without an opener', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      new BrowserEnvironment().openWindow('https://pay.example/checkout?orderId=1');
      expect(open).toHaveBeenCalledWith('https://pay.example/checkout?orderId=1', '_blank', 'noopener');
    } finally {
      open.mockRestore();
    }
  });
});
