import { type TokenRow } from '../../../application/account-view/AccountViewRows';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from '../../messages/t';
import { TokenIcon } from './TokenIcon';

/** The Tokens tab: each token's amount (floored to 3 decimals) and USD worth (SPEC §9). */
export function TokenList({
  rows,
  loading,
}: {
  readonly rows: readonly TokenRow[];
  readonly loading: boolean;
}) {
  if (loading) return <LoadingIndicator label={t('tokens.loading')} />;
  if (rows.length === 0) return <p className="kp-empty">{t('tokens.empty')}</p>;
  return (
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
  );
}
