import * as t from 'io-ts';

/** The longest address a mail path allows (RFC 5321), so longer strings cannot be real addresses. */
const MAX_EMAIL_LENGTH = 254;

/**
 * A practical email shape: the characters mail systems accept before the `@`, then a domain of
 * one or more dot-separated labels after it. A domain without a dot is rejected because the
 * embedded wallet only mails public addresses.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

// Exported so that the package's declarations can name the branded type of the codecs using it.
export interface EmailBrand {
  readonly Email: unique symbol;
}

/** SPEC §5: "email fields must be valid emails". A decoded Email has passed that check. */
export const EmailCodec = t.brand(
  t.string,
  (value): value is t.Branded<string, EmailBrand> => isValidEmail(value),
  'Email',
);

export type Email = t.TypeOf<typeof EmailCodec>;

/** SPEC §5: a one-time code is a string (its length and alphabet are the wallet service's business). */
export const OtpCodec = t.string;
