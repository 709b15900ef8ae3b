import * as E from 'fp-ts/Either';
import {
  EMAIL_CONNECT_ACTIONS,
  EMAIL_UPDATE_ACTIONS,
  EmailConnectActionCodec,
  EmailUpdateActionCodec,
} from '../../../../domain/embedded/EmailActions';

describe('SPEC §4 email connect and update actions', () => {
  it('SPEC §4: email connect returns VERIFY_DEVICE, VERIFY_OTP or CONNECT', () => {
    expect(EMAIL_CONNECT_ACTIONS).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']);
    for (const action of EMAIL_CONNECT_ACTIONS) {
      expect(EmailConnectActionCodec.decode(action)).toEqual(E.right(action));
    }
    expect(E.isLeft(EmailConnectActionCodec.decode('VERIFY_PRIMARY_OTP'))).toBe(true);
  });

  it('SPEC §4: email update returns VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP', () => {
    expect(EMAIL_UPDATE_ACTIONS).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']);
    for (const action of EMAIL_UPDATE_ACTIONS) {
      expect(EmailUpdateActionCodec.decode(action)).toEqual(E.right(action));
    }
    expect(E.isLeft(EmailUpdateActionCodec.decode('CONNECT'))).toBe(true);
  });
});
