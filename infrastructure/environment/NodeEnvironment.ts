import { type Environment } from '../../application/ports/Environment';

/**
 * Where there is no page: Node scripts and servers, and server rendering of a page that creates
 * Keyport. Ids come from the Web Crypto API every supported runtime has (Node 20 included).
 */
export class NodeEnvironment implements Environment {
  readonly isBrowser = false;
  readonly isMobile = false;
  readonly isTelegram = false;
  readonly isIosSafari = false;
  readonly os: Environment['os'] = 'other';
  readonly href = '';
  readonly domain = '';

  randomId(): string {
    return globalThis.crypto.randomUUID();
  }

  /** There is no window to open outside a page; the caller keeps the URL for whoever asked. */
  openWindow(): void {}
}
