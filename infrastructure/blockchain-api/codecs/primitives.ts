import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { parseCaipAddress } from '../../../domain/address/parseCaipAddress';
import { isCount } from '../../../domain/decoding/boundedNumbers';
import { BaseUnitsText } from '../../../domain/decoding/BaseUnitsText';
import { refinedCodec } from '../../../domain/decoding/refinedCodec';
import {
  emptyWhenUnsafe,
  droppedWhenUnsafe,
  ImageSourceCodec,
  WebLinkCodec,
} from '../../../domain/link/linkCodecs';
import { type CaipAddress } from '../../../domain/network/CaipNetwork';

/**
 * An object with exactly these fields: extra fields the service adds are dropped while decoding,
 * so nothing undeclared reaches the application.
 */
export function exactObject<P extends t.Props>(props: P, name?: string): t.ReadonlyC<t.ExactC<t.TypeC<P>>> {
  return t.readonly(t.exact(t.type(props)), name);
}

/**
 * An exact object with some optional fields (see `optionalField` to drop their nulls). The
 * intersection is the outer codec so that decoding errors name the field's path plainly.
 */
export function exactObjectWithOptional<P extends t.Props, O extends t.Props>(
  required: P,
  optional: O,
  name?: string,
): t.IntersectionC<[t.ReadonlyC<t.ExactC<t.TypeC<P>>>, t.ReadonlyC<t.ExactC<t.PartialC<O>>>]> {
  return t.intersection([exactObject(required), t.readonly(t.exact(t.partial(optional)))], name);
}

/** A field the API may send as `null` when it has no value. */
export function nullable<C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> {
  return t.union([codec, t.null]);
}

/**
 * `{ [key]: value }` when the value is known, `{}` otherwise: the port's optional fields are either
 * present with a value or absent, never present as `undefined` or `null`.
 */
export function optionalField<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return value === undefined || value === null ? {} : ({ [key]: value } as { [P in K]?: V });
}

function refinedText<A extends string>(
  name: string,
  accepts: (text: string) => boolean,
  expected: string,
): t.Type<A, string, unknown> {
  return refinedCodec(name, (input): input is A => typeof input === 'string' && accepts(input), expected);
}

/**
 * An amount in a token's smallest unit or in wei, as the API writes it: a decimal integer text
 * (`"1000000"`) that fits a uint256. Callers turn these into bigints, so a fraction, an exponent
 * or a number no chain can hold is refused here.
 */
export const BaseUnits = BaseUnitsText;

/**
 * A gas figure: the API writes some as numbers (`gas: 21000`) and some as texts; both become the
 * decimal text of a whole number.
 */
export const BaseUnitsOrCount = new t.Type<string, string, unknown>(
  'BaseUnitsOrCount',
  BaseUnits.is,
  (input, context) => {
    if (typeof input !== 'number') return BaseUnits.validate(input, context);
    return isCount(input) ? t.success(String(input)) : t.failure(input, context, 'expected a whole number');
  },
  t.identity,
);

/** Call data or another byte string: `0x` and hex digits. */
export const HexData = refinedText<`0x${string}`>(
  'HexData',
  (text) => /^0x[0-9a-fA-F]*$/.test(text),
  'expected 0x-prefixed hex',
);

/** A CAIP-10 account id (`eip155:1:0xab…`), checked by the same rule as everywhere else (SPEC §5). */
export const CaipAddressText = refinedText<CaipAddress>(
  'CaipAddress',
  (text) => E.isRight(parseCaipAddress(text)),
  'expected a CAIP-10 address',
);

/**
 * A link the visitor may be sent to, by the one link rule (`domain/link`): https, or http on this
 * machine; never `javascript:`, `data:` or a stranger's plain http.
 */
export const WebUrl = WebLinkCodec;

/**
 * An image the API names for a token, a transfer or an NFT: one that fails the image rule
 * (`domain/link`) reads as none (`''`), so the item is still shown, with a placeholder.
 */
export const ImageUrl = emptyWhenUnsafe(ImageSourceCodec);

/** A profile picture the API may leave out: one that fails the image rule reads as `null`. */
export const NullableImageUrl = droppedWhenUnsafe(ImageSourceCodec);

/**
 * An address a built transaction names (its sender, its destination). The API writes these as
 * CAIP-10 ids or as plain addresses; the plain address is what a wallet sends to, so it is kept.
 */
export const TransactionAddress = new t.Type<string, string, unknown>(
  'TransactionAddress',
  (input): input is string => typeof input === 'string' && /^[^:]+$/.test(input),
  (input, context) => {
    const parsed = parseCaipAddress(input);
    if (E.isRight(parsed)) return t.success(parsed.right.address);
    return typeof input === 'string' && /^[^:]+$/.test(input)
      ? t.success(input)
      : t.failure(input, context, 'expected a CAIP-10 or plain address');
  },
  t.identity,
);
