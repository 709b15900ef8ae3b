import {
  type EmailLoginDependencyError,
  type EmbeddedFrameRequestError,
  type OperationAbortedError,
} from '../../../domain/errors/EmbeddedFrameErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type Keyport } from '../Keyport';
import { embeddedLoginFor } from '../internal/embeddedFeature';
import { getAccount, type GetAccountReturnType } from './getAccount';

export interface VerifyEmailCodeParameters {
  /** The one-time code the wallet service mailed. */
  readonly code: string;
}

/** The account connected through the embedded wallet. */
export type VerifyEmailCodeReturnType = GetAccountReturnType;

/**
 * `EMBEDDED_FRAME_REQUEST_FAILED` with the wallet service's message (a wrong or expired code);
 * `OPERATION_ABORTED` when the frame did not answer in time; the connection's own error (SPEC §8)
 * when the account could not be connected.
 */
export type VerifyEmailCodeErrorType =
  | EmbeddedFrameRequestError
  | OperationAbortedError
  | EmailLoginDependencyError
  | KeyportDestroyedError
  | KeyportError
  | TypeError;

/**
 * Verifies the mailed code (CONNECT_OTP) and completes the login (GET_USER): the instance is
 * connected through the AUTH connector, and the email, the login and the chain are kept for the
 * next visit (SPEC §4). Resolves with the account.
 *
 * @example
 * const account = await verifyEmailCode(keyport, { code: '123456' });
 */
export async function verifyEmailCode(
  keyport: Keyport,
  parameters: VerifyEmailCodeParameters,
): Promise<VerifyEmailCodeReturnType> {
  const login = await embeddedLoginFor(keyport, 'verifyEmailCode');
  await login.verifyCode(parameters.code);
  return getAccount(keyport, { namespace: 'eip155' });
}
