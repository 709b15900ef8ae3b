import { type ChainNamespace } from '../chain/ChainNamespace';
import { FEATURE_NAMESPACES } from '../constants/limits';
import { ACCOUNT_TABS, type AccountTab } from './AccountTab';

/**
 * Whether the account's history is read: the host kept `features.history` (SPEC §1) and the
 * namespace has one (SPEC §9 "Activity: eip155").
 */
export function readsHistory(historyFeature: boolean, namespace: ChainNamespace): boolean {
  return historyFeature && (FEATURE_NAMESPACES.activity as readonly ChainNamespace[]).includes(namespace);
}

/** The tabs of an account whose history is not read (one list, so a snapshot of it stays the same). */
export const TOKENS_TAB_ONLY: readonly AccountTab[] = ['Tokens'];

/**
 * The Account view's tabs (SPEC §2 order) a visitor sees on `namespace`: Tokens always; NFTs and
 * Activity only where the history is read, since both are read from it. A tab that could only ever
 * say "No activity yet." of an account with activity is not shown at all.
 */
export function shownAccountTabs(historyFeature: boolean, namespace: ChainNamespace): readonly AccountTab[] {
  return readsHistory(historyFeature, namespace) ? ACCOUNT_TABS : TOKENS_TAB_ONLY;
}

/** The tab that is open: the chosen one while it is shown, else the first shown. */
export function openAccountTab(chosen: AccountTab, shown: readonly AccountTab[]): AccountTab {
  return shown.includes(chosen) ? chosen : (shown[0] ?? chosen);
}
