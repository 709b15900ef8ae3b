import { type ConnectMethod } from '../../../domain/options/Features';
import { type SocialProvider } from '../../../domain/social/SocialProvider';
import { socialsForPlatform } from '../../../domain/social/socialsForPlatform';
import { embeddedLoginAvailable } from '../../embedded/embeddedLoginAvailable';
import { KeyportContainer } from '../../features/KeyportFeature';
import { OptionsStore } from '../../options/OptionsStore';
import { Environment } from '../../ports/Environment';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** What the site's login switches (SPEC §1 `features`) make available to the Connect view. */
export interface KeyportLoginOptions {
  /**
   * The embedded wallet can work here: the site has a project id and an eip155 adapter, in a page
   * to hold its frame. Its views are offered only then.
   */
  readonly available: boolean;
  /**
   * The email login is offered: `features.email`, and the embedded wallet can work here (a project
   * id, an eip155 adapter, a page to hold its frame).
   */
  readonly email: boolean;
  /**
   * The social logins offered, in the site's order (`features.socials`), less those SPEC §5 leaves
   * out inside Telegram; none where the embedded wallet cannot work. `farcaster` signs in by its
   * own QR code, the others in a window.
   */
  readonly socials: readonly SocialProvider[];
  /** `features.connectMethodsOrder`, when the host set one (SPEC §2). */
  readonly connectMethodsOrder: readonly ConnectMethod[] | undefined;
  /** `features.emailShowWallets`: the wallet list shows beside the email and social login, not behind a button. */
  readonly emailShowWallets: boolean;
  /**
   * `features.emailShowWallets` off or `features.collapseWallets` on: beside email or social
   * login, the wallet list waits behind one "Continue with a wallet" button.
   */
  readonly collapseWallets: boolean;
}

export type GetLoginOptionsReturnType = KeyportLoginOptions;

export type GetLoginOptionsErrorType = TypeError;

/**
 * The email and social logins the Connect view may offer, and how the wallet list stands beside
 * them; the same object until the options change. The login itself is `embeddedLoginOf`'s.
 *
 * @example
 * const { email, socials } = getLoginOptions(keyport);
 * if (email) showEmailField();
 */
export function getLoginOptions(keyport: Keyport): GetLoginOptionsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getLoginOptions');
  const options = runtime.get(OptionsStore).get();
  return cachedSnapshot(keyport, 'loginOptions', [options], () => {
    const { features } = options;
    const available = embeddedLoginAvailable(runtime.get(KeyportContainer));
    const platform = runtime.get<Environment>(Environment);
    return {
      available,
      email: available && features.email,
      socials: available && features.socials !== false ? socialsForPlatform(features.socials, platform) : [],
      connectMethodsOrder: features.connectMethodsOrder,
      emailShowWallets: features.emailShowWallets,
      collapseWallets: !features.emailShowWallets || features.collapseWallets,
    };
  });
}
