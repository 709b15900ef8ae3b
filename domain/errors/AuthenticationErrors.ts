import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/**
 * SPEC §8: the sign-in step after connecting could not start; the visitor is disconnected and
 * sent back to Connect.
 */
export class AuthenticationInitFailedError extends KeyportError {
  override readonly name = 'AuthenticationInitFailedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('AUTHENTICATION_INIT_FAILED', 'A problem occurred while trying initialize authentication', options);
  }
}

/** SPEC §8: the wallet refused (or failed) to sign. */
export class SignatureDeclinedError extends KeyportError {
  override readonly name = 'SignatureDeclinedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SIGNATURE_DECLINED', 'Signature declined', options);
  }
}

/**
 * SPEC §8: signing failed while a smart account was in use, which usually means the host's
 * verifier cannot check smart-account signatures rather than that the visitor declined.
 */
export class SmartAccountUnsupportedError extends KeyportError {
  override readonly name = 'SmartAccountUnsupportedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SMART_ACCOUNT_UNSUPPORTED', 'This application might not support Smart Accounts', options);
  }
}

/** SPEC §8: picks the sign-failure message that fits the account type in use. */
export function signatureFailureError(
  usesSmartAccount: boolean,
  cause: unknown,
): SignatureDeclinedError | SmartAccountUnsupportedError {
  return usesSmartAccount
    ? new SmartAccountUnsupportedError({ cause })
    : new SignatureDeclinedError({ cause });
}
