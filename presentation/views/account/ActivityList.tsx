import { useEffect, useRef } from 'react';
import { type ActivityRow } from '../../../application/instance/actions/getAccountTabs';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './accountMessages';
import { minedOn, operationLabel, statusLabel } from './activityText';
import { TabFailure } from './TabFailure';
import { ActivityIcon } from './ActivityIcon';
import { useActivityStyles } from './useActivityStyles';

interface ActivityListProps {
  readonly rows: readonly ActivityRow[];
  /** SPEC §4: there is a next page to load (the history gave a cursor). */
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** SPEC §8: the last page asked for could not be loaded ("Failed to fetch transactions"). */
  readonly failed: boolean;
  readonly onLoadMore: () => void;
  /** Asks for the page that failed again. */
  readonly onRetry: () => void;
  /** Where focus goes when the last page arrived and "Load more" went away. */
  readonly onExhausted: () => void;
}

/**
 * The Activity tab: the account's transactions, newest first, a page at a time. A page that
 * could not be loaded says so with Retry, under the rows already shown; a first page that failed
 * is not "No activity yet".
 */
export function ActivityList({
  rows,
  hasMore,
  loading,
  failed,
  onLoadMore,
  onRetry,
  onExhausted,
}: ActivityListProps) {
  useActivityStyles();
  const loadMorePressed = useRef(false);
  useEffect(() => {
    if (loading || !loadMorePressed.current) return;
    loadMorePressed.current = false;
    if (!hasMore) onExhausted();
  }, [loading, hasMore, onExhausted]);

  const failure = failed ? (
    <TabFailure
      message={t('activity.failed')}
      retryInSeconds={0}
      onRetry={onRetry}
      testId="activity-failed"
    />
  ) : undefined;
  if (rows.length === 0) {
    if (loading) return <LoadingIndicator label={t('activity.loading')} />;
    return failure ?? <p className="kp-empty">{t('activity.empty')}</p>;
  }
  return (
    <>
      <ul className="kp-list" data-testid="activity-list">
        {rows.map((row) => (
          <li key={row.id} className="kp-row kp-row-static" data-testid="activity-row">
            <ActivityIcon operationType={row.title} imageUrl={row.iconUrl} />
            <span className="kp-row-text">
              <span className="kp-row-title">{operationLabel(row.title)}</span>
              <span className="kp-text-muted kp-text-sm">
                <time dateTime={row.minedAt}>{minedOn(row.minedAt)}</time>
                {row.status !== 'confirmed' && (
                  <span className={row.status === 'failed' ? 'kp-text-danger' : undefined}>
                    {t('activity.statusSeparator')}
                    {statusLabel(row.status)}
                  </span>
                )}
              </span>
            </span>
            {row.quantity !== undefined && (
              <span className="kp-row-end" data-testid="activity-amount">
                {t('activity.amount', { sign: row.sign, quantity: row.quantity, symbol: row.symbol ?? '' })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {loading && <LoadingIndicator label={t('activity.loading')} />}
      {!loading && failure}
      {hasMore && (
        <button
          type="button"
          className="kp-button kp-button-block kp-footer"
          aria-disabled={loading}
          onClick={() => {
            if (loading) return;
            loadMorePressed.current = true;
            onLoadMore();
          }}
          data-testid="activity-load-more"
        >
          {t('activity.loadMore')}
        </button>
      )}
    </>
  );
}
