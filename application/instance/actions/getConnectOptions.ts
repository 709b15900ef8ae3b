import { type ResolvedOptions } from '../../../domain/options/KeyportOptions';
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
}

export type GetConnectOptionsReturnType = KeyportConnectOptions;

export type GetConnectOptionsErrorType = TypeError;

function allWalletsOffered(options: ResolvedOptions, isMobile: boolean, walletConnect: boolean): boolean {
  const shown = options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && isMobile);
  return options.features.allWallets && shown && walletConnect;
}

/**
 * Whether the full wallet list is offered, the host's legal links and checkbox, and how phone
 * wallets are opened; the same object until the options change.
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
    return {
      allWallets: allWalletsOffered(options, runtime.get<Environment>(Environment).isMobile, walletConnect),
      termsConditionsUrl,
      privacyPolicyUrl,
      legalCheckbox: options.features.legalCheckbox && Boolean(termsConditionsUrl || privacyPolicyUrl),
      preferUniversalLinks: options.preferUniversalLinks,
    };
  });
}
