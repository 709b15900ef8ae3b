import {
  AuthenticationInitFailedError,
  SignatureDeclinedError,
  SmartAccountUnsupportedError,
  signatureFailureError,
} from '../../../../domain/errors/AuthenticationErrors';

describe('SPEC §8 authentication errors', () => {
  it.each([
    [
      new AuthenticationInitFailedError(),
      'AUTHENTICATION_INIT_FAILED',
      'A problem occurred while trying initialize authentication',
    ],
    [new SignatureDeclinedError(), 'SIGNATURE_DECLINED', 'Signature declined'],
    [
      new SmartAccountUnsupportedError(),
      'SMART_ACCOUNT_UNSUPPORTED',
      'This application might not support Smart Accounts',
    ],
  ])('SPEC §8: %s has its code and exact text', (error, code, text) => {
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
  });

  it('SPEC §8: a sign failure reads "Signature declined" for an eoa', () => {
    const cause = new Error('4001');
    const error = signatureFailureError(false, cause);
    expect(error).toBeInstanceOf(SignatureDeclinedError);
    expect(error.shortMessage).toBe('Signature declined');
    expect(error.cause).toBe(cause);
  });

  it('SPEC §8: a sign failure with a smart account reads "This application might not support Smart Accounts"', () => {
    const error = signatureFailureError(true, 'bad signature');
    expect(error).toBeInstanceOf(SmartAccountUnsupportedError);
    expect(error.shortMessage).toBe('This application might not support Smart Accounts');
    expect(error.cause).toBe('bad signature');
  });

  it('SPEC §8: keeps the cause of an init failure', () => {
    const cause = new Error('no nonce');
    expect(new AuthenticationInitFailedError({ cause }).cause).toBe(cause);
  });
});
