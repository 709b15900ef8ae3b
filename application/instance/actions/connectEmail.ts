import { type EmailConnectAction } from '../../../domain/embedded/EmailActions';
import {
  type EmailLoginDependencyError,
  type EmbeddedFrameRequestError,
  type InvalidAppEventError,
  type OperationAbortedError,
} from '../../../domain/errors/EmbeddedFrameErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { embeddedLoginFor } from '../internal/embeddedFeature';

export interface ConnectEmailParameters {
  readonly email: string;
}

/**
 * What the wallet service asks for next (SPEC §4): `VERIFY_OTP` (a code was mailed: `verifyEmailCode`),
 * `VERIFY_DEVICE` (approve this device from the mailed link, then a code follows) or `CONNECT`
 * (logged in and connected already).
 */
export type ConnectEmailReturnType = EmailConnectAction;

/**
 * `INVALID_APP_EVENT` for an email that is not a valid address (nothing is sent);
 * `OPERATION_ABORTED` when the wallet service's frame did not load or answer in time (its alert is
 * raised); `EMBEDDED_FRAME_REQUEST_FAILED` with the service's message;
 * `EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE` where the login cannot work.
 */
export type ConnectEmailErrorType =
  | InvalidAppEventError
  | OperationAbortedError
  | EmbeddedFrameRequestError
  | EmailLoginDependencyError
  | KeyportDestroyedError
  | TypeError;

/**
 * Starts logging in to the embedded wallet with an email address (CONNECT_EMAIL), loading the
 * login and the wallet service's frame first.
 *
 * @example
 * const next = await connectEmail(keyport, { email: 'ada@example.com' });
 * if (next === 'VERIFY_OTP') await verifyEmailCode(keyport, { code: '123456' });
 */
export async function connectEmail(
  keyport: Keyport,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const login = await embeddedLoginFor(keyport, 'connectEmail');
  return login.connectEmail(parameters.email);
}
