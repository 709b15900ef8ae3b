import * as E from 'fp-ts/Either';
import { type Environment } from '../../application/ports/Environment';
import { checkLink } from '../../domain/link/checkLink';
import { type LinkToOpen } from '../../domain/link/LinkToOpen';
import { type UnsafeLinkError } from '../../domain/link/UnsafeLinkError';

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

  /**
   * There is no window to open outside a page; the link is still checked, so a script learns of
   * an unsafe one, and the caller keeps a safe one for whoever asked.
   */
  openLink(link: LinkToOpen): E.Either<UnsafeLinkError, void> {
    return E.map(() => undefined)(checkLink(link.kind, link.href));
  }
}
