import { type TokenRow, type TokensProblem } from '../../../application/instance/actions/getAccountTabs';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './accountMessages';
import { TabFailure } from './TabFailure';
import { TokenIcon } from './TokenIcon';

interface TokenListProps {
  readonly rows: readonly TokenRow[];
  readonly loading: boolean;
  /** Set when `rows` are not the account's current balances (SPEC §8 "Token Balance Unavailable"). */
  readonly problem: TokensProblem | undefined;
  readonly onRetry: () => void;
}

/**
 * The Tokens tab: each token's amount (floored to 3 decimals) and USD worth (SPEC §9). Balances
 * that could not be read say so, with Retry (after the SPEC §9 gap) and the last known ones, if
 * any, below; a network without balances says that. Neither reads as an empty wallet.
 */
export function TokenList({ rows, loading, problem, onRetry }: TokenListProps) {
  if (loading) return <LoadingIndicator label={t('tokens.loading')} />;
  if (problem?.kind === 'unsupported') return <p className="kp-empty">{t('tokens.unsupported')}</p>;
  const failure =
    problem?.kind === 'failed' ? (
      <TabFailure
        message={t('tokens.failed')}
        retryInSeconds={problem.retryInSeconds}
        onRetry={onRetry}
        testId="tokens-failed"
      />
    ) : undefined;
  if (rows.length === 0) return failure ?? <p className="kp-empty">{t('tokens.empty')}</p>;
  return (
    <>
      {failure}
      {failure !== undefined && (
        <p className="kp-text-muted kp-text-sm kp-paragraph">{t('tokens.lastKnown')}</p>
      )}
      <ul className="kp-list" data-testid="token-list">
        {rows.map((row) => (
          <li key={row.id} className="kp-row kp-row-static" data-testid={`token-${row.symbol}`}>
            <TokenIcon url={row.iconUrl} />
            <span className="kp-row-text">
              <span className="kp-row-title">{row.name}</span>
              <span className="kp-text-muted kp-text-sm">
                {t('account.balance', { amount: row.quantity, symbol: row.symbol })}
              </span>
            </span>
            <span className="kp-row-end">{row.value}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
