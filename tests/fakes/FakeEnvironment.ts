import { type Environment } from '../../application/ports/Environment';

/** A device to test on: a desktop browser unless told otherwise; ids count up predictably. */
export class FakeEnvironment implements Environment {
  readonly isBrowser: boolean;
  readonly isMobile: boolean;
  readonly isTelegram: boolean;
  readonly isIosSafari: boolean;
  readonly os: Environment['os'];
  readonly href: string;
  readonly domain: string;
  /** Every URL `openWindow` was asked to open, in order. */
  readonly openedWindows: string[] = [];
  private nextId = 0;

  constructor(overrides: Partial<Omit<Environment, 'randomId' | 'openWindow'>> = {}) {
    this.isBrowser = overrides.isBrowser ?? true;
    this.isMobile = overrides.isMobile ?? false;
    this.isTelegram = overrides.isTelegram ?? false;
    this.isIosSafari = overrides.isIosSafari ?? false;
    this.os = overrides.os ?? 'linux';
    this.href = overrides.href ?? 'https://shop.example/checkout';
    this.domain = overrides.domain ?? 'shop.example';
  }

  randomId(): string {
    this.nextId += 1;
    return `id-${this.nextId}`;
  }

  openWindow(url: string): void {
    this.openedWindows.push(url);
  }
}
