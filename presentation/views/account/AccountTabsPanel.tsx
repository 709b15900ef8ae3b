import { useCallback, useRef } from 'react';
import { t } from './accountMessages';
import { AccountTabs, focusAccountPanel } from './AccountTabs';
import { ActivityList } from './ActivityList';
import { NftGrid } from './NftGrid';
import { NotShownNote } from './NotShownNote';
import { TokenList } from './TokenList';
import { useAccountTabs } from './useAccountTabs';

/**
 * The Account view's tabs (SPEC §2 Tokens, NFTs, Activity) with the open one's content: each
 * list, its loading and failure states and their Retry, and the activity's paging. After a
 * Retry or the last page, focus stays in the tab rather than falling to the page.
 */
export function AccountTabsPanel() {
  const tabs = useAccountTabs();
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useCallback(() => focusAccountPanel(panel.current), []);
  const retry = (tab: Parameters<typeof tabs.retry>[0]) => (): void => {
    // The button gives way to the loading state: focus stays in the tab.
    focusPanel();
    tabs.retry(tab);
  };

  return (
    <div ref={panel}>
      <AccountTabs tabs={tabs.tabs} current={tabs.currentTab} onSelect={tabs.select}>
        {tabs.currentTab === 'Tokens' && (
          <>
            {!tabs.tokensLoading && (
              <p className="kp-text-muted kp-text-sm kp-paragraph" data-testid="account-total">
                {tabs.tokensProblem === undefined
                  ? t('account.totalValue', { value: tabs.totalUsd })
                  : t('account.totalUnavailable')}
              </p>
            )}
            <TokenList
              rows={tabs.tokens}
              loading={tabs.tokensLoading}
              problem={tabs.tokensProblem}
              onRetry={retry('Tokens')}
            />
            <NotShownNote list="tokens" count={tabs.tokensNotShown} />
          </>
        )}
        {tabs.currentTab === 'NFTs' && (
          <>
            <NftGrid
              rows={tabs.nfts}
              loading={tabs.nftsLoading}
              failed={tabs.nftsFailure !== undefined}
              onRetry={retry('NFTs')}
            />
            <NotShownNote list="nfts" count={tabs.nftsNotShown} />
          </>
        )}
        {tabs.currentTab === 'Activity' && (
          <>
            <ActivityList
              rows={tabs.activity}
              hasMore={tabs.next !== null}
              loading={tabs.activityLoading}
              failed={tabs.activityFailure !== undefined}
              onLoadMore={tabs.loadMore}
              onRetry={retry('Activity')}
              onExhausted={focusPanel}
            />
            <NotShownNote list="activity" count={tabs.activityNotShown} />
          </>
        )}
      </AccountTabs>
    </div>
  );
}
