import { type EmailLoginDependencyError } from '../../../domain/errors/EmbeddedFrameErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type EmbeddedLogin } from '../../embedded/EmbeddedLogin';
import { type Keyport } from '../Keyport';
import { embeddedLoginFor } from '../internal/embeddedFeature';

export type {
  EmbeddedAuthProvider,
  EmbeddedFrameStatus,
  EmbeddedLogin,
  EmbeddedLoginState,
  FrameArea,
  SocialWindow,
} from '../../embedded/EmbeddedLogin';

export type EmbeddedLoginOfReturnType = EmbeddedLogin;

/**
 * `EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE` ("Unable to load email login dependency") when the email and
 * social login cannot work here (the site has no project id or no eip155 adapter, or there is no
 * page to hold the wallet service's frame, as in Node) or its code did not load.
 */
export type EmbeddedLoginOfErrorType = EmailLoginDependencyError | KeyportDestroyedError | TypeError;

/**
 * The embedded wallet (email, social and Farcaster login, SPEC §4) of `keyport`, its code loaded
 * first: the object the login's views work with (`state$`, `connectEmail`, `verifyCode`,
 * `connectSocial`, `setAccountType`, `placeFrame`…). The wallet service's frame loads with its
 * first request, not before. A login that completes connects the instance through the AUTH
 * connector like any wallet.
 *
 * @example
 * const login = await embeddedLoginOf(keyport);
 * const next = await login.connectEmail('ada@example.com');
 * if (next === 'VERIFY_OTP') await login.verifyCode(await askVisitorForCode());
 */
export function embeddedLoginOf(keyport: Keyport): Promise<EmbeddedLoginOfReturnType> {
  return embeddedLoginFor(keyport, 'embeddedLoginOf');
}
