import type * as E from 'fp-ts/Either';
import { type LinkToOpen } from '../../domain/link/LinkToOpen';
import { type UnsafeLinkError } from '../../domain/link/UnsafeLinkError';

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
   * The one way Keyport navigates: opens a link (a provider's checkout, a wallet's app) after
   * checking it by the rule of its kind (`domain/link`), whatever checked it before. A link that
   * fails is not opened and the error says why; a new tab gets no handle on this page. Opens
   * nothing where there is no page.
   */
  openLink(link: LinkToOpen): E.Either<UnsafeLinkError, void>;
}

export const Environment: unique symbol = Symbol.for('keyport.Environment');
