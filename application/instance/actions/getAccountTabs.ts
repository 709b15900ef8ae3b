import { type AccountTab, DEFAULT_ACCOUNT_TAB } from '../../../domain/account/AccountTab';
import { openAccountTab, shownAccountTabs, TOKENS_TAB_ONLY } from '../../../domain/account/shownAccountTabs';
import { type FeatureNotLoadedError } from '../../../domain/errors/FeatureNotLoadedError';
import { AccountStore } from '../../account/AccountStore';
import { type ActivityRow, type NftRow, type TokenRow } from '../../account-view/AccountViewRows';
import {
  type AccountViewState,
  AccountViewStore,
  type HistoryFailure,
  type TokensProblem,
} from '../../account-view/AccountViewStore';
import { ChainStore } from '../../chain/ChainStore';
import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { fromLoadedFeature } from '../features/featureLoaded';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export type { AccountTab, ActivityRow, HistoryFailure, NftRow, TokenRow, TokensProblem };

/**
 * The Account view's tabs for the connected account of the active namespace, ready to render:
 * the rows of each tab (SPEC §5 filters, §9 formatting), their loading and failure states (each
 * failure with its SPEC §8 error, the balances' with the countdown to Retry), and the open tab.
 */
export interface AccountTabs extends AccountViewState {
  /**
   * The tabs shown, in SPEC §2 order: NFTs and Activity only where the account's history is read
   * (`features.history` on, SPEC §9 "Activity: eip155"); Tokens always.
   */
  readonly tabs: readonly AccountTab[];
  /** SPEC §3 `currentTab` of the account; the first shown tab while the chosen one is not shown. */
  readonly currentTab: AccountTab;
}

export type GetAccountTabsReturnType = AccountTabs;

/** `FeatureNotLoadedError` before `loadAccountTabs` has resolved. */
export type GetAccountTabsErrorType = FeatureNotLoadedError | TypeError;

/**
 * The Account view's tabs as they stand; the same object until they change. Needs
 * `loadAccountTabs` first.
 *
 * @example
 * await loadAccountTabs(keyport);
 * const { currentTab, tokens, tokensProblem } = getAccountTabs(keyport);
 */
export function getAccountTabs(keyport: Keyport): GetAccountTabsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getAccountTabs');
  const rows = fromLoadedFeature(runtime, AccountViewStore, 'getAccountTabs', 'loadAccountTabs').get();
  const { activeNamespace } = runtime.get(ChainStore).get();
  const { history } = runtime.get(OptionsStore).get().features;
  const tabs = activeNamespace === undefined ? TOKENS_TAB_ONLY : shownAccountTabs(history, activeNamespace);
  const chosen =
    activeNamespace === undefined
      ? DEFAULT_ACCOUNT_TAB
      : runtime.get(AccountStore).account(activeNamespace).currentTab;
  const currentTab = openAccountTab(chosen, tabs);
  return cachedSnapshot(keyport, 'accountTabs', [rows, tabs, currentTab], () => ({
    ...rows,
    tabs,
    currentTab,
  }));
}
