import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { loadAccountViewFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';

export type LoadAccountTabsReturnType = void;

export type LoadAccountTabsErrorType = KeyportDestroyedError;

/**
 * Loads the Account view's tabs (SPEC §2 Tokens, NFTs, Activity; in a page, their own chunk) and
 * starts them: from the visitor's first open of the modal they follow the connected account and
 * the active network. `getAccountTabs` and `watchAccountTabs` may be used once it has resolved;
 * loading again does nothing.
 *
 * @example
 * await loadAccountTabs(keyport);
 * const { tokens, totalUsd } = getAccountTabs(keyport);
 */
export async function loadAccountTabs(keyport: Keyport): Promise<LoadAccountTabsReturnType> {
  await runtimeWith(keyport, 'loadAccountTabs', loadAccountViewFeature);
}
