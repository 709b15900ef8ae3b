import { type FormEvent, useId } from 'react';
import { onrampProviderLabel } from '../../../domain/onramp/OnrampProviders';
import { t } from './onrampMessages';
import { amountProblemText, limitText } from './onrampText';
import { OnrampQuoteSummary } from './OnrampQuoteSummary';
import { type OnrampPurchase } from './useOnrampPurchase';

/**
 * The purchase: what to buy (and where it is delivered), what to pay with, how much (with the
 * SPEC §5 limits and their messages), the live quote, and Buy, which opens the provider's page.
 */
export function OnrampPurchaseForm({ purchase: state }: { readonly purchase: OnrampPurchase }) {
  const ids = useId();
  const purchaseId = `${ids}-purchase`;
  const paymentId = `${ids}-payment`;
  const amountId = `${ids}-amount`;
  const limitsId = `${ids}-limits`;
  const problemId = `${ids}-problem`;
  const currency = state.paymentCurrencyId ?? '';
  const problem = amountProblemText(state.amountProblem, currency);
  const providerLabel = onrampProviderLabel(state.provider);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (state.canBuy) void state.buy();
  };

  return (
    <form className="kp-onramp" onSubmit={submit} noValidate data-testid="onramp-form">
      <div className="kp-onramp-provider">
        <span className="kp-text-sm" data-testid="onramp-provider">
          {t('onramp.provider', { provider: providerLabel })}
        </span>
        <button type="button" className="kp-link kp-onramp-change kp-text-sm" onClick={state.showProviders}>
          {t('onramp.changeProvider')}
        </button>
      </div>
      {state.usingBuiltInOptions && (
        <p className="kp-onramp-hint" data-testid="onramp-built-in">
          {t('onramp.builtInOptions')}
        </p>
      )}
      <div className="kp-onramp-field">
        <CurrencySelect
          id={purchaseId}
          label={t('onramp.purchaseCurrency')}
          value={state.purchaseCurrency?.id ?? ''}
          options={state.purchaseCurrencies.map((option) => ({
            value: option.id,
            text: t('onramp.purchaseCurrencyOption', { name: option.name, symbol: option.symbol }),
          }))}
          onChange={state.selectPurchaseCurrency}
          testId="onramp-purchase-currency"
        />
        {state.network !== undefined && (
          <p className="kp-onramp-hint" data-testid="onramp-network">
            {t('onramp.network', { network: state.network.display_name })}
          </p>
        )}
      </div>
      <div className="kp-onramp-pair">
        <div className="kp-onramp-field">
          <label className="kp-onramp-label" htmlFor={amountId}>
            {t('onramp.amount')}
          </label>
          <input
            id={amountId}
            className="kp-onramp-control"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={state.amount}
            onChange={(event) => state.setAmount(event.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem === undefined ? limitsId : `${problemId} ${limitsId}`}
            data-testid="onramp-amount"
          />
        </div>
        <div className="kp-onramp-field">
          <CurrencySelect
            id={paymentId}
            label={t('onramp.paymentCurrency')}
            value={currency}
            options={state.paymentCurrencies.map((option) => ({ value: option.id, text: option.id }))}
            onChange={state.selectPaymentCurrency}
            testId="onramp-payment-currency"
          />
        </div>
      </div>
      {problem !== undefined && (
        <p
          id={problemId}
          className="kp-paragraph kp-text-sm kp-text-danger"
          role="alert"
          data-testid="onramp-amount-problem"
        >
          {problem}
        </p>
      )}
      <ul id={limitsId} className="kp-onramp-limits" data-testid="onramp-limits">
        {state.limits.map((limit) => (
          <li key={limit.id}>{limitText(limit, currency)}</li>
        ))}
      </ul>
      <OnrampQuoteSummary quote={state.quote} estimate={state.quoteEstimate} loading={state.quoteLoading} />
      <button
        type="submit"
        className="kp-button kp-button-primary kp-button-block"
        aria-disabled={!state.canBuy}
        aria-busy={state.opening || undefined}
        data-testid="onramp-buy"
      >
        {state.opening ? t('onramp.opening') : t('onramp.buy')}
      </button>
    </form>
  );
}

interface CurrencySelectProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly text: string }[];
  readonly onChange: (value: string) => void;
  readonly testId: string;
}

/** A labelled currency picker of the purchase form. */
function CurrencySelect({ id, label, value, options, onChange, testId }: CurrencySelectProps) {
  return (
    <>
      <label className="kp-onramp-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="kp-onramp-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </>
  );
}
