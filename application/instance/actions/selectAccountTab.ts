import { type AccountTab, isAccountTab, notAnAccountTab } from '../../../domain/account/AccountTab';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { AccountViewService } from '../../account-view/AccountViewService';
import { type Keyport } from '../Keyport';
import { loadAccountViewFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';

export interface SelectAccountTabParameters {
  readonly tab: AccountTab;
}

export type SelectAccountTabReturnType = void;

export type SelectAccountTabErrorType = KeyportDestroyedError | TypeError;

/**
 * Opens a tab of the Account view (SPEC §3 `currentTab`); the NFTs tab reads the NFTs the first
 * time it is shown. Resolves once they are read.
 *
 * @example
 * await selectAccountTab(keyport, { tab: 'Activity' });
 */
export async function selectAccountTab(
  keyport: Keyport,
  parameters: SelectAccountTabParameters,
): Promise<SelectAccountTabReturnType> {
  if (!isAccountTab(parameters.tab)) {
    throw notAnAccountTab('selectAccountTab', parameters.tab);
  }
  const runtime = await runtimeWith(keyport, 'selectAccountTab', loadAccountViewFeature);
  await runtime.get(AccountViewService).setTab(parameters.tab);
}
