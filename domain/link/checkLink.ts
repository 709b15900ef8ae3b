import * as E from 'fp-ts/Either';
import { normaliseLikeTheBrowser } from './readLinkText';
import { isImageSource, isWalletLinkOrBareScheme, isWebLink } from './linkRules';
import { type LinkKind, UnsafeLinkError } from './UnsafeLinkError';

/** The rule of each kind of link. */
export const LINK_RULES: Readonly<Record<LinkKind, (raw: unknown) => boolean>> = {
  'web link': isWebLink,
  'wallet link': isWalletLinkOrBareScheme,
  image: isImageSource,
};

/**
 * The link to use, as the browser will read it, when it passes the rule of its kind; otherwise
 * an `UnsafeLinkError`. Every place that opens, links to or shows something from outside asks
 * this first, even for values a decoder already checked: the check is cheap and the value may
 * have come another way.
 */
export function checkLink(kind: LinkKind, raw: unknown): E.Either<UnsafeLinkError, string> {
  if (typeof raw !== 'string' || !LINK_RULES[kind](raw)) return E.left(new UnsafeLinkError(kind));
  return E.right(normaliseLikeTheBrowser(raw) ?? raw);
}

/** The checked link, or undefined: for a view that simply leaves out what it may not show. */
export function safeLinkOrUndefined(kind: LinkKind, raw: unknown): string | undefined {
  const checked = checkLink(kind, raw);
  return E.isRight(checked) ? checked.right : undefined;
}
