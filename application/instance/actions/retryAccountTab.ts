import { type AccountTab, isAccountTab, notAnAccountTab } from '../../../domain/account/AccountTab';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { AccountViewService } from '../../account-view/AccountViewService';
import { type Keyport } from '../Keyport';
import { loadAccountViewFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';

export interface RetryAccountTabParameters {
  /** The tab whose failure to retry. */
  readonly tab: AccountTab;
}

export type RetryAccountTabReturnType = void;

export type RetryAccountTabErrorType = KeyportDestroyedError | TypeError;

/**
 * A tab's Retry after its data could not be loaded: the balances once the SPEC §9 retry gap has
 * passed (before that nothing is asked: `tokensProblem.retryInSeconds` says how long is left),
 * the activity page that failed, or the NFTs read again from the history. Nothing happens when
 * the tab has no failure.
 *
 * @example
 * if (getAccountTabs(keyport).activityFailure) await retryAccountTab(keyport, { tab: 'Activity' });
 */
export async function retryAccountTab(
  keyport: Keyport,
  parameters: RetryAccountTabParameters,
): Promise<RetryAccountTabReturnType> {
  const { tab } = parameters;
  if (!isAccountTab(tab)) {
    throw notAnAccountTab('retryAccountTab', tab);
  }
  const tabs = (await runtimeWith(keyport, 'retryAccountTab', loadAccountViewFeature)).get(
    AccountViewService,
  );
  if (tab === 'Tokens') await tabs.retryTokens();
  else if (tab === 'NFTs') await tabs.retryNfts();
  else await tabs.retryActivity();
}
