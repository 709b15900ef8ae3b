import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { AccountViewService } from '../../account-view/AccountViewService';
import { type Keyport } from '../Keyport';
import { loadAccountViewFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';

export type LoadMoreActivityReturnType = void;

export type LoadMoreActivityErrorType = KeyportDestroyedError;

/**
 * The Activity tab's next page (SPEC §4 cursor), added under the rows shown. Nothing happens on
 * the last page or while a page loads; a page that fails becomes the tab's `activityFailure`.
 *
 * @example
 * if (getAccountTabs(keyport).next !== null) await loadMoreActivity(keyport);
 */
export async function loadMoreActivity(keyport: Keyport): Promise<LoadMoreActivityReturnType> {
  const runtime = await runtimeWith(keyport, 'loadMoreActivity', loadAccountViewFeature);
  await runtime.get(AccountViewService).loadMoreActivity();
}
