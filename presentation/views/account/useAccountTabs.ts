import { useEffect, useState } from 'react';
import {
  type AccountTab,
  type AccountTabs,
  getAccountTabs,
} from '../../../application/instance/actions/getAccountTabs';
import { loadAccountTabs } from '../../../application/instance/actions/loadAccountTabs';
import { loadMoreActivity } from '../../../application/instance/actions/loadMoreActivity';
import { retryAccountTab } from '../../../application/instance/actions/retryAccountTab';
import { selectAccountTab } from '../../../application/instance/actions/selectAccountTab';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { watchAccountTabs } from '../../../application/instance/actions/watchAccountTabs';
import { type Keyport } from '../../../application/instance/Keyport';
import { FeatureNotLoadedError } from '../../../domain/errors/FeatureNotLoadedError';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/**
 * Each failure is told once in the snackbar, wherever and whenever the tabs first show it: a
 * failure held by the retry gap is the same error object, and so is not told again, while a
 * failure that happened while the Account view was not shown is told when it is.
 */
const told = new WeakSet<Error>();

/** The tabs as the Account view renders them, and what the visitor can do with them. */
export interface AccountTabsModel extends AccountTabs {
  readonly select: (tab: AccountTab) => void;
  /** The tab's Retry (the balances' only once the SPEC §9 retry gap has passed). */
  readonly retry: (tab: AccountTab) => void;
  readonly loadMore: () => void;
}

/**
 * Whether the Account view's tabs are loaded (their code is its own chunk in a page): at once when
 * they already are, else once `loadAccountTabs` has loaded them, which this starts after render.
 */
export function useAccountTabsLoaded(): boolean {
  const keyport = useKeyport('AccountView');
  const [loaded, setLoaded] = useState(() => tabsLoaded(keyport));
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    loadAccountTabs(keyport).then(
      () => current && setLoaded(true),
      // A destroyed instance has no tabs to show; the view goes with it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [keyport, loaded]);
  return loaded;
}

/**
 * The Account view's tabs, once loaded (`useAccountTabsLoaded`): their rows and states, with each
 * failure told once in the snackbar in SPEC §8's words ("Token Balance Unavailable", "Failed to
 * fetch transactions"), balances first.
 */
export function useAccountTabs(): AccountTabsModel {
  const keyport = useKeyport('AccountView');
  const tabs = useKeyportValue(keyport, getAccountTabs, watchAccountTabs);
  const failures = [tabs.tokensProblem?.error, tabs.activityFailure?.error, tabs.nftsFailure?.error];

  useEffect(() => {
    for (const error of failures) {
      if (error === undefined || told.has(error)) continue;
      told.add(error);
      showMessage(keyport, { kind: 'error', error });
    }
    // The failures are compared one by one: the list itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyport, ...failures]);

  return {
    ...tabs,
    select: (tab) => void selectAccountTab(keyport, { tab }),
    retry: (tab) => void retryAccountTab(keyport, { tab }),
    loadMore: () => void loadMoreActivity(keyport),
  };
}

function tabsLoaded(keyport: Keyport): boolean {
  try {
    getAccountTabs(keyport);
    return true;
  } catch (error) {
    if (error instanceof FeatureNotLoadedError) return false;
    throw error;
  }
}
