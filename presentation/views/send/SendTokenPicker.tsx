import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { formatBalance } from '../../../domain/format/formatBalance';
import { displayed } from '../../../domain/format/displayed';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './sendMessages';
import { TokenIcon } from '../account/TokenIcon';

function tokenKey(token: TokenBalance): string {
  return `${token.chainId}:${token.address ?? 'native'}`;
}

/**
 * The tokens the visitor can send, with what they hold of each (SPEC §9: floored to 3 decimals).
 * One toggle button per token; the picked one is pressed.
 */
export function SendTokenPicker({
  tokens,
  picked,
  loading,
  onPick,
}: {
  readonly tokens: readonly TokenBalance[];
  readonly picked: TokenBalance | undefined;
  readonly loading: boolean;
  readonly onPick: (token: TokenBalance) => void;
}) {
  if (loading && tokens.length === 0) return <LoadingIndicator label={t('send.tokensLoading')} />;
  if (tokens.length === 0) return <p className="kp-empty">{t('send.noTokens')}</p>;
  const pickedKey = picked === undefined ? undefined : tokenKey(picked);
  return (
    <ul className="kp-list">
      {tokens.map((token) => {
        const key = tokenKey(token);
        return (
          <li key={key}>
            <button
              type="button"
              className="kp-row"
              aria-pressed={key === pickedKey}
              aria-current={key === pickedKey}
              onClick={() => onPick(token)}
              data-testid={`send-token-${token.symbol}`}
            >
              <TokenIcon url={token.iconUrl} />
              <span className="kp-row-text">
                <span className="kp-row-title">{token.symbol}</span>
                <span className="kp-text-muted kp-text-sm">{token.name}</span>
              </span>
              <span className="kp-row-end">
                {t('account.balance', {
                  amount: displayed(token.quantity.numeric, formatBalance),
                  symbol: token.symbol,
                })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
