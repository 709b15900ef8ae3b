import { type ConnectMethod } from '../../../domain/options/Features';
import { type SocialProvider } from '../../../domain/social/SocialProvider';
import { socialsForPlatform } from '../../../domain/social/socialsForPlatform';
import { OptionsStore } from '../../options/OptionsStore';
import { Environment } from '../../ports/Environment';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** The host's switches for logging in with the embedded wallet (SPEC §1 `features`). */
export interface KeyportLoginOptions {
  /** `features.email`: the email field is offered. */
  readonly email: boolean;
  /** `features.socials` in the host's order, less those this platform cannot finish (SPEC §5 Telegram). */
  readonly socials: readonly SocialProvider[];
  /** `features.connectMethodsOrder`, when the host set one (SPEC §2). */
  readonly connectMethodsOrder: readonly ConnectMethod[] | undefined;
  /**
   * `features.emailShowWallets` off or `features.collapseWallets` on: beside email or social
   * login, the wallet list waits behind one "Continue with a wallet" button.
   */
  readonly collapseWallets: boolean;
}

export type GetLoginOptionsReturnType = KeyportLoginOptions;

export type GetLoginOptionsErrorType = TypeError;

/**
 * How email and social login are offered where the instance has an embedded wallet: the switches
 * as the host set them, the socials this platform can finish; the same object until the options
 * change.
 *
 * @example
 * const { email, socials } = getLoginOptions(keyport);
 */
export function getLoginOptions(keyport: Keyport): GetLoginOptionsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getLoginOptions');
  const { features } = runtime.get(OptionsStore).get();
  return cachedSnapshot(keyport, 'loginOptions', [features], () => ({
    email: features.email,
    socials: socialsForPlatform(features.socials || [], runtime.get<Environment>(Environment)),
    connectMethodsOrder: features.connectMethodsOrder,
    collapseWallets: !features.emailShowWallets || features.collapseWallets,
  }));
}
