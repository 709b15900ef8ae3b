import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { EmailCodec, OtpCodec, isValidEmail } from '../../../../domain/embedded/Email';

describe('SPEC §5 email fields must be valid emails', () => {
  it('SPEC §5: accepts ordinary addresses', () => {
    for (const email of [
      'ana@example.com',
      'first.last+tag@mail.example.co.uk',
      "o'neil@x-y.io",
      'a1@b2.cd',
    ]) {
      expect(isValidEmail(email)).toBe(true);
      expect(EmailCodec.decode(email)).toEqual(E.right(email));
    }
  });

  it('SPEC §5: rejects what is not an address', () => {
    for (const email of [
      '',
      'plain',
      '@example.com',
      'ana@',
      'ana@localhost',
      'ana@@example.com',
      'ana smith@example.com',
      'ana@exa mple.com',
      'ana@-example.com',
      'ana@example-.com',
      'ana@example..com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(isValidEmail(email)).toBe(false);
      expect(E.isLeft(EmailCodec.decode(email))).toBe(true);
    }
    expect(E.isLeft(EmailCodec.decode(42))).toBe(true);
  });

  it('SPEC §5: accepts generated addresses whose domain has a dot', () => {
    fc.assert(
      fc.property(
        fc
          .emailAddress()
          .filter((email) => email.length <= 254 && email.split('@')[1]?.includes('.') === true),
        (email) => isValidEmail(email),
      ),
    );
  });

  it('SPEC §5: never accepts a string without exactly one @', () => {
    fc.assert(fc.property(fc.string(), (text) => text.split('@').length === 2 || !isValidEmail(text)));
  });
});

describe('SPEC §5 otp is a string', () => {
  it('SPEC §5: any string is an otp, nothing else is', () => {
    expect(OtpCodec.decode('123456')).toEqual(E.right('123456'));
    expect(E.isLeft(OtpCodec.decode(123456))).toBe(true);
  });
});
