import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  FrameMessageEnvelopeCodec,
  messageWith,
  validatePayload,
} from '../../../../domain/embedded/FrameMessage';

describe('SPEC §7 frame message envelope {id, type, payload?}', () => {
  it('SPEC §7: type is required; id and payload are optional', () => {
    expect(FrameMessageEnvelopeCodec.decode({ id: '1', type: 'x', payload: { a: 1 } })).toEqual(
      E.right({ id: '1', type: 'x', payload: { a: 1 } }),
    );
    expect(E.isRight(FrameMessageEnvelopeCodec.decode({ type: 'x' }))).toBe(true);
    expect(E.isLeft(FrameMessageEnvelopeCodec.decode({ id: '1' }))).toBe(true);
    expect(E.isLeft(FrameMessageEnvelopeCodec.decode('x'))).toBe(true);
  });

  it('SPEC §5: payload errors name the type and the field', () => {
    expect(validatePayload(t.type({ otp: t.string }), '@w3m-app/CONNECT_OTP', { otp: 1 })).toEqual(
      E.left('@w3m-app/CONNECT_OTP payload.otp: expected string, got 1'),
    );
    expect(validatePayload(t.type({ otp: t.string }), 'T', { otp: '1' })).toEqual(E.right({ otp: '1' }));
  });

  it('SPEC §7: rebuilds a message, leaving out what the sender left out', () => {
    expect(messageWith('T', undefined, undefined)).toEqual({ type: 'T' });
    expect(messageWith('T', 'i', { a: 1 })).toEqual({ id: 'i', type: 'T', payload: { a: 1 } });
  });
});
