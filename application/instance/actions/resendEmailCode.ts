import { type EmailCodeCooldownError } from '../../../domain/embedded/emailCodeCooldown';
import {
  type EmailLoginDependencyError,
  type EmbeddedFrameRequestError,
  type InvalidAppEventError,
  type OperationAbortedError,
} from '../../../domain/errors/EmbeddedFrameErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { embeddedLoginFor } from '../internal/embeddedFeature';

export type ResendEmailCodeReturnType = void;

/**
 * `EMAIL_CODE_COOLDOWN` ("Please try again after {n} seconds", `secondsLeft`) within 30 s of the
 * last code (SPEC §5), without asking the wallet service; `INVALID_APP_EVENT` when no email login
 * was started; the frame's errors as `connectEmail`'s.
 */
export type ResendEmailCodeErrorType =
  | EmailCodeCooldownError
  | InvalidAppEventError
  | OperationAbortedError
  | EmbeddedFrameRequestError
  | EmailLoginDependencyError
  | KeyportDestroyedError
  | TypeError;

/**
 * Asks the wallet service to mail the code again, to the email `connectEmail` was given.
 *
 * @example
 * try {
 *   await resendEmailCode(keyport);
 * } catch (error) {
 *   if (isKeyportError(error) && error.code === 'EMAIL_CODE_COOLDOWN') showWait(error.message);
 * }
 */
export async function resendEmailCode(keyport: Keyport): Promise<ResendEmailCodeReturnType> {
  const login = await embeddedLoginFor(keyport, 'resendEmailCode');
  await login.resendCode();
}
