import { type ConnectMethod } from '../../../domain/options/Features';
import { type ResolvedOptions } from '../../../domain/options/KeyportOptions';
import { type SocialProvider } from '../../../domain/social/SocialProvider';
import { socialsForPlatform } from '../../../domain/social/socialsForPlatform';
import { OptionsStore } from '../../options/OptionsStore';
import { Environment } from '../../ports/Environment';
import { WalletConnectSessions } from '../../walletconnect/WalletConnectSessions';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** What the site set for connecting (SPEC §1 options, and AppKit's of REFERENCE §5). */
export interface KeyportConnectOptions {
  /**
   * The full wallet list is offered ("All wallets"): `features.allWallets` and the `allWallets`
   * option (`HIDE`, or `ONLY_MOBILE` on a computer, hide it) allow it, and WalletConnect, which
   * its wallets connect through, is available.
   */
  readonly allWallets: boolean;
  /** The host's terms and privacy links, shown under the list when set. */
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  /** `features.legalCheckbox` with a legal link: wallets are picked only once the visitor agrees. */
  readonly legalCheckbox: boolean;
  /** `experimental_preferUniversalLinks`: a phone wallet opens by its universal link when it has one. */
  readonly preferUniversalLinks: boolean;
  /** How the embedded wallet is offered, where the instance has one. */
  readonly logins: KeyportLoginOptions;
}

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

export type GetConnectOptionsReturnType = KeyportConnectOptions;

export type GetConnectOptionsErrorType = TypeError;

function allWalletsOffered(options: ResolvedOptions, isMobile: boolean, walletConnect: boolean): boolean {
  const shown = options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && isMobile);
  return options.features.allWallets && shown && walletConnect;
}

/**
 * Whether the full wallet list is offered, the host's legal links and checkbox, how phone
 * wallets are opened, and how email and social login are offered; the same object until the
 * options change.
 *
 * @example
 * const { allWallets, termsConditionsUrl } = getConnectOptions(keyport);
 */
export function getConnectOptions(keyport: Keyport): GetConnectOptionsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getConnectOptions');
  const options = runtime.get(OptionsStore).get();
  return cachedSnapshot(keyport, 'connectOptions', [options], () => {
    const { termsConditionsUrl, privacyPolicyUrl } = options;
    const walletConnect = runtime.get(WalletConnectSessions).available;
    const environment = runtime.get<Environment>(Environment);
    const { features } = options;
    return {
      allWallets: allWalletsOffered(options, environment.isMobile, walletConnect),
      termsConditionsUrl,
      privacyPolicyUrl,
      legalCheckbox: options.features.legalCheckbox && Boolean(termsConditionsUrl || privacyPolicyUrl),
      preferUniversalLinks: options.preferUniversalLinks,
      logins: {
        email: features.email,
        socials: socialsForPlatform(features.socials || [], environment),
        connectMethodsOrder: features.connectMethodsOrder,
        collapseWallets: !features.emailShowWallets || features.collapseWallets,
      },
    };
  });
}
