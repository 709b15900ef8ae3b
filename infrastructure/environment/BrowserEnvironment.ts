import * as E from 'fp-ts/Either';
import { type Environment } from '../../application/ports/Environment';
import { checkLink } from '../../domain/link/checkLink';
import { type LinkToOpen } from '../../domain/link/LinkToOpen';
import { type UnsafeLinkError } from '../../domain/link/UnsafeLinkError';

interface BrowserGlobals {
  readonly userAgent: string;
  readonly coarsePointer: boolean;
  readonly href: string;
  readonly hostname: string;
  readonly hasTelegramWebApp: boolean;
  readonly randomUUID: () => string;
}

/**
 * Reads the visitor's device from the page once, at start. "Mobile" means a coarse pointer or a
 * phone user agent, so a narrow desktop window is still a desktop.
 */
export class BrowserEnvironment implements Environment {
  readonly isBrowser = true;
  readonly isMobile: boolean;
  readonly isTelegram: boolean;
  readonly isIosSafari: boolean;
  readonly os: Environment['os'];
  readonly href: string;
  readonly domain: string;
  private readonly uuid: () => string;

  constructor(globals: BrowserGlobals = readBrowserGlobals()) {
    const ua = globals.userAgent;
    this.os = detectOs(ua);
    this.isMobile = globals.coarsePointer || /Android|iPhone|iPad|iPod|Mobile/i.test(ua);
    this.isTelegram = globals.hasTelegramWebApp;
    this.isIosSafari = this.os === 'ios' && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS/i.test(ua);
    this.href = globals.href;
    this.domain = globals.hostname;
    this.uuid = globals.randomUUID;
  }

  randomId(): string {
    return this.uuid();
  }

  /**
   * The only `window.open` of the product (a lint rule keeps it so). A new tab is opened with
   * `noopener,noreferrer`: the opened page gets no handle on the host page, nor its address.
   */
  openLink(link: LinkToOpen): E.Either<UnsafeLinkError, void> {
    return E.map((href: string) => {
      window.open(href, link.target, link.target === '_blank' ? 'noopener,noreferrer' : undefined);
    })(checkLink(link.kind, link.href));
  }
}

export function detectOs(userAgent: string): Environment['os'] {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac';
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Linux/i.test(userAgent)) return 'linux';
  return 'other';
}

function readBrowserGlobals(): BrowserGlobals {
  const telegram = (window as unknown as { Telegram?: { WebApp?: unknown } }).Telegram;
  return {
    userAgent: navigator.userAgent,
    coarsePointer: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
    href: window.location.href,
    hostname: window.location.hostname,
    hasTelegramWebApp: Boolean(telegram?.WebApp),
    randomUUID: () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomBytes()),
  };
}

/** crypto.randomUUID exists only in secure contexts; a plain-http page still needs unique ids. */
export function uuidFromRandomBytes(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
