import * as E from 'fp-ts/Either';
import { type Environment } from '../../application/ports/Environment';
import { checkLink } from '../../domain/link/checkLink';
import { type LinkToOpen } from '../../domain/link/LinkToOpen';
import { type UnsafeLinkError } from '../../domain/link/UnsafeLinkError';

/** A device to test on: a desktop browser unless told otherwise; ids count up predictably. */
export class FakeEnvironment implements Environment {
  readonly isBrowser: boolean;
  readonly isMobile: boolean;
  readonly isTelegram: boolean;
  readonly isIosSafari: boolean;
  readonly os: Environment['os'];
  readonly href: string;
  readonly domain: string;
  /** Every link `openLink` opened (it passed the link rule), in order. */
  readonly openedLinks: LinkToOpen[] = [];
  /** Every link `openLink` refused. */
  readonly refusedLinks: LinkToOpen[] = [];
  private nextId = 0;

  constructor(overrides: Partial<Omit<Environment, 'randomId' | 'openLink'>> = {}) {
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

  /** Checks by the same rule as the real page, and records what it opened or refused. */
  openLink(link: LinkToOpen): E.Either<UnsafeLinkError, void> {
    const checked = checkLink(link.kind, link.href);
    if (E.isRight(checked)) this.openedLinks.push({ ...link, href: checked.right });
    else this.refusedLinks.push(link);
    return E.map(() => undefined)(checked);
  }

  /** The addresses of the links opened, in order. */
  get openedWindows(): readonly string[] {
    return this.openedLinks.map((link) => link.href);
  }
}
