import { type AccountType } from '../../../domain/account/AccountType';
import {
  type EmailLoginDependencyError,
  type InvalidAppEventError,
} from '../../../domain/errors/EmbeddedFrameErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { embeddedLoginFor } from '../internal/embeddedFeature';

export interface SetPreferredAccountTypeParameters {
  /** `smartAccount` (where the wallet service offers one, SPEC §6) or `eoa`. */
  readonly type: AccountType;
}

export type SetPreferredAccountTypeReturnType = void;

/**
 * `INVALID_APP_EVENT` for a type other than `eoa` and `smartAccount` (nothing is sent). A refusal
 * by the wallet service is no error: the account falls back to `eoa` (SPEC §4).
 */
export type SetPreferredAccountTypeErrorType =
  InvalidAppEventError | EmailLoginDependencyError | KeyportDestroyedError | TypeError;

/**
 * Switches the embedded wallet's account on eip155 between a smart account and a plain one
 * (SET_PREFERRED_ACCOUNT): the site then uses that account's address, the choice is kept for the
 * next login, and hosts hear SET_PREFERRED_ACCOUNT_TYPE (`accountType`, `network`).
 *
 * @example
 * await setPreferredAccountType(keyport, { type: 'eoa' });
 */
export async function setPreferredAccountType(
  keyport: Keyport,
  parameters: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const login = await embeddedLoginFor(keyport, 'setPreferredAccountType');
  await login.setAccountType(parameters.type);
}
