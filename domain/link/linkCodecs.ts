import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { checkLink } from './checkLink';
import { type LinkKind } from './UnsafeLinkError';

/** A codec for links of one kind: what `checkLink` accepts, kept as the browser will read it. */
function linkCodec(name: string, kind: LinkKind): t.Type<string, string> {
  const expected = `expected ${kind === 'image' ? 'an image source' : `a ${kind}`}`;
  return new t.Type<string, string, unknown>(
    name,
    (input): input is string => typeof input === 'string' && E.isRight(checkLink(kind, input)),
    (input, context) => {
      const checked = checkLink(kind, input);
      return E.isRight(checked) ? t.success(checked.right) : t.failure(input, context, expected);
    },
    t.identity,
  );
}

/** A page Keyport may open: https, or http on this machine (see `isWebLink`). */
export const WebLinkCodec = linkCodec('WebLink', 'web link');

/** A link that opens a wallet: a web link, or the wallet app's own safe scheme (bare or `scheme://`). */
export const WalletLinkCodec = linkCodec('WalletLink', 'wallet link');

/** An image Keyport may show: https, http on this machine, or a `data:image/…` picture. */
export const ImageSourceCodec = linkCodec('ImageSource', 'image');

/**
 * An optional link field of a record from outside: a link that passes `codec` is kept, a missing
 * one stays missing, and anything else (an unsafe or malformed link, a wrong type) reads as `null`,
 * so the record stays usable without that link rather than being lost whole.
 */
export function droppedWhenUnsafe<C extends t.Type<string, string>>(
  codec: C,
): t.Type<string | null | undefined, string | null | undefined> {
  return new t.Type<string | null | undefined, string | null | undefined, unknown>(
    `${codec.name} | dropped`,
    (input): input is string | null | undefined => input === null || input === undefined || codec.is(input),
    (input) => {
      if (input === undefined) return t.success(undefined);
      const decoded = codec.decode(input);
      return t.success(E.isRight(decoded) ? decoded.right : null);
    },
    t.identity,
  );
}

/**
 * A link field an outside answer must send, where the consumer reads an empty text as "none"
 * (a token's icon): a link that fails `codec`, or a missing or mistyped one, reads as `''`.
 */
export function emptyWhenUnsafe<C extends t.Type<string, string>>(codec: C): t.Type<string, string> {
  return new t.Type<string, string, unknown>(
    `${codec.name} | empty`,
    (input): input is string => input === '' || codec.is(input),
    (input) => {
      const decoded = codec.decode(input);
      return t.success(E.isRight(decoded) ? decoded.right : '');
    },
    t.identity,
  );
}
