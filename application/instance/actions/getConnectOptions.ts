import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** What the site set for connecting (SPEC §1 options). */
export interface KeyportConnectOptions {
  /** The full wallet list is offered ("All wallets", `features.allWallets`). */
  readonly allWallets: boolean;
  /** The host's terms and privacy links, shown under the list when set. */
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
}

export type GetConnectOptionsReturnType = KeyportConnectOptions;

export type GetConnectOptionsErrorType = TypeError;

/**
 * Whether the full wallet list is offered, and the host's legal links; the same object until the
 * options change.
 *
 * @example
 * const { allWallets, termsConditionsUrl } = getConnectOptions(keyport);
 */
export function getConnectOptions(keyport: Keyport): GetConnectOptionsReturnType {
  const options = readingRuntimeOf(keyport, 'getConnectOptions').get(OptionsStore).get();
  return cachedSnapshot(keyport, 'connectOptions', [options], () => ({
    allWallets: options.features.allWallets,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
  }));
}
