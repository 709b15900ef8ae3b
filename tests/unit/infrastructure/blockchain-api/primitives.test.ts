import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  BaseUnits,
  BaseUnitsOrCount,
  CaipAddressText,
  HexData,
  TransactionAddress,
  WebUrl,
  ImageUrl,
  NullableImageUrl,
  exactObjectWithOptional,
  nullable,
  optionalField,
} from '../../../../infrastructure/blockchain-api/codecs/primitives';

const decodes = (codec: t.Decoder<unknown, unknown>, value: unknown) => E.isRight(codec.decode(value));

describe('answer field codecs (REFERENCE §3a field forms)', () => {
  it('BaseUnits: decimal integer texts only, since callers make bigints of them', () => {
    expect(['0', '1000000000000000000000'].every((value) => decodes(BaseUnits, value))).toBe(true);
    expect(['', '1.5', '1e9', '-1', ' 1', 1].some((value) => decodes(BaseUnits, value))).toBe(false);
  });

  it('BaseUnitsOrCount: whole numbers become decimal texts; texts are checked as BaseUnits', () => {
    expect(BaseUnitsOrCount.decode(21000)).toEqual(E.right('21000'));
    expect(BaseUnitsOrCount.decode('21000')).toEqual(E.right('21000'));
    expect(
      [-1, 1.5, Number.MAX_SAFE_INTEGER + 1, '1.5', null].some((value) => decodes(BaseUnitsOrCount, value)),
    ).toBe(false);
    expect(BaseUnitsOrCount.is('7')).toBe(true);
  });

  it('HexData: 0x then hex digits', () => {
    expect(decodes(HexData, '0x')).toBe(true);
    expect(decodes(HexData, '0xdeadBEEF')).toBe(true);
    expect(decodes(HexData, '0xzz')).toBe(false);
    expect(decodes(HexData, 'deadbeef')).toBe(false);
  });

  it('CaipAddressText: SPEC §5 three parts with a known namespace', () => {
    expect(decodes(CaipAddressText, 'eip155:1:0xab')).toBe(true);
    expect(decodes(CaipAddressText, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11')).toBe(true);
    expect(decodes(CaipAddressText, 'cosmos:hub:addr')).toBe(false);
    expect(decodes(CaipAddressText, '0xab')).toBe(false);
  });

  it('TransactionAddress: CAIP-10 or plain in, the plain address a wallet sends to out', () => {
    expect(TransactionAddress.decode('eip155:1:0xAb')).toEqual(E.right('0xAb'));
    expect(TransactionAddress.decode('0xAb')).toEqual(E.right('0xAb'));
    expect(TransactionAddress.is('0xAb')).toBe(true);
    expect(['', 'eip155:1', 'cosmos:hub:addr', 7].some((value) => decodes(TransactionAddress, value))).toBe(
      false,
    );
  });

  it('WebUrl (Hostile input §1): https, or http on this machine only', () => {
    expect(decodes(WebUrl, 'https://pay.example/x')).toBe(true);
    expect(decodes(WebUrl, 'http://127.0.0.1:8550/checkout')).toBe(true);
    expect(decodes(WebUrl, 'http://pay.example/x')).toBe(false);
    expect(decodes(WebUrl, 'javascript:alert(1)')).toBe(false);
    expect(decodes(WebUrl, 'data:text/html,hi')).toBe(false);
    expect(decodes(WebUrl, '/relative')).toBe(false);
  });

  it('ImageUrl and NullableImageUrl (Hostile input §1): an unsafe image reads as none, the item stays', () => {
    expect(ImageUrl.decode('https://cdn.example/t.png')).toEqual(E.right('https://cdn.example/t.png'));
    expect(ImageUrl.decode('javascript:alert(1)')).toEqual(E.right(''));
    expect(ImageUrl.decode('data:text/html,<script>x</script>')).toEqual(E.right(''));
    expect(ImageUrl.decode(undefined)).toEqual(E.right(''));
    expect(NullableImageUrl.decode('data:image/png;base64,AA==')).toEqual(
      E.right('data:image/png;base64,AA=='),
    );
    expect(NullableImageUrl.decode('vbscript:x')).toEqual(E.right(null));
    expect(NullableImageUrl.decode(null)).toEqual(E.right(null));
  });

  it('exactObjectWithOptional drops undeclared fields and keeps declared optional ones', () => {
    const codec = exactObjectWithOptional({ a: t.string }, { b: nullable(t.number) });
    expect(codec.decode({ a: 'x', b: null, extra: 1 })).toEqual(E.right({ a: 'x', b: null }));
    expect(codec.decode({ a: 'x' })).toEqual(E.right({ a: 'x' }));
  });

  it('optionalField: a known value is present, null and undefined leave the field out', () => {
    expect(optionalField('value', 0)).toEqual({ value: 0 });
    expect(optionalField('value', null)).toEqual({});
    expect(optionalField('value', undefined)).toEqual({});
  });
});
