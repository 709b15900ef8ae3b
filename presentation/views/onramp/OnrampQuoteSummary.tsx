import { type OnrampAmount, type OnrampQuote } from '../../../domain/onramp/OnrampQuote';
import { t } from './onrampMessages';

function amountText(amount: OnrampAmount): string {
  return t('onramp.quote.amount', { amount: amount.amount, currency: amount.currency });
}

/**
 * SPEC §3 onramp quote: what the visitor receives, the fees and the total. The SPEC §7 echo quote
 * (the quote call failed) says that it is only an estimate, so it is never read as an offer.
 */
export function OnrampQuoteSummary({
  quote,
  estimate,
  loading,
}: {
  readonly quote: OnrampQuote | undefined;
  /** The quote is the SPEC §7 echo of the amount, not the provider's offer. */
  readonly estimate: boolean;
  readonly loading: boolean;
}) {
  if (loading) {
    return (
      <p className="kp-onramp-hint" role="status" data-testid="onramp-quote-loading">
        {t('onramp.quote.loading')}
      </p>
    );
  }
  if (quote === undefined) return null;
  return (
    <section aria-label={t('onramp.quote')} aria-live="polite" data-testid="onramp-quote">
      <dl className="kp-onramp-quote">
        <dt>{t('onramp.quote.receive')}</dt>
        <dd className="kp-onramp-strong" data-testid="onramp-quote-receive">
          {amountText(quote.purchaseAmount)}
        </dd>
        <dt>{t('onramp.quote.providerFee')}</dt>
        <dd>{amountText(quote.coinbaseFee)}</dd>
        <dt>{t('onramp.quote.networkFee')}</dt>
        <dd>{amountText(quote.networkFee)}</dd>
        <dt>{t('onramp.quote.total')}</dt>
        <dd className="kp-onramp-strong" data-testid="onramp-quote-total">
          {amountText(quote.paymentTotal)}
        </dd>
      </dl>
      {estimate && (
        <p className="kp-onramp-hint" data-testid="onramp-quote-estimate">
          {t('onramp.quote.estimate')}
        </p>
      )}
    </section>
  );
}
