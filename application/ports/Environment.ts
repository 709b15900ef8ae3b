/**
 * What the application needs to know about where it runs. Kept behind a port so that use cases
 * stay free of `window` and `navigator`, and tests can be a phone, a desktop or a server.
 */
export interface Environment {
  /** True in a browser page; false in Node, workers and server rendering. */
  readonly isBrowser: boolean;
  readonly isMobile: boolean;
  readonly isTelegram: boolean;
  readonly isIosSafari: boolean;
  readonly os: 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other';
  /** The page's address and host name, for analytics; empty outside a browser. */
  readonly href: string;
  readonly domain: string;
  /** A random id (uuid v4) for analytics events and frame requests. */
  randomId(): string;
  /**
   * Opens `url` in a new browsing context (`_blank`, without access back to this page), for a
   * provider's checkout the visitor continues in. Does nothing where there is no page.
   */
  openWindow(url: string): void;
}

export const Environment: unique symbol = Symbol.for('keyport.Environment');
