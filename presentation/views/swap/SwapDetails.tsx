import { type SwapSummary } from './swapSummary';
import { t } from './swapMessages';

/** The quote's details as label and value pairs; a value not known yet is left out. */
export function SwapDetails({
  summary,
  withMinimum,
}: {
  readonly summary: SwapSummary;
  readonly withMinimum: boolean;
}) {
  const symbol = summary.bought?.token.symbol ?? '';
  return (
    <dl className="kp-swap-details" aria-label={t('swap.details')} data-testid="swap-details">
      {summary.priceImpact !== undefined && (
        <div>
          <dt>{t('swap.priceImpact')}</dt>
          <dd data-testid="swap-price-impact">{summary.priceImpact}</dd>
        </div>
      )}
      {summary.providerFee !== undefined && (
        <div>
          <dt>{t('swap.providerFee')}</dt>
          <dd data-testid="swap-provider-fee">{summary.providerFee}</dd>
        </div>
      )}
      <div>
        <dt>{t('swap.slippage')}</dt>
        <dd data-testid="swap-slippage">{summary.slippage}</dd>
      </div>
      {withMinimum && summary.minimumReceived !== undefined && (
        <div>
          <dt>{t('swap.minimumReceived')}</dt>
          <dd data-testid="swap-minimum-received">
            {t('swap.amountWithSymbol', { amount: summary.minimumReceived, symbol })}
          </dd>
        </div>
      )}
    </dl>
  );
}
