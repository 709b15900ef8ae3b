import { type LinkKind } from './UnsafeLinkError';

/**
 * Where a link opens: this page (a phone app taking over), the top page (from inside a frame,
 * whose own navigation a browser would not hand to an app), or a new tab.
 */
export type LinkTarget = '_self' | '_top' | '_blank';

/** A navigation Keyport asks for: the link, the rule it must pass, and where it opens. */
export interface LinkToOpen {
  readonly kind: Exclude<LinkKind, 'image'>;
  readonly href: string;
  readonly target: LinkTarget;
}
