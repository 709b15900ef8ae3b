import { useEffect, useRef } from 'react';
import { type onrampMessages, t } from './onrampMessages';
import { OnrampCheckoutWaiting } from './OnrampCheckoutWaiting';
import { OnrampProviderList } from './OnrampProviderList';
import { OnrampPurchaseForm } from './OnrampPurchaseForm';
import { type OnrampStep, useOnrampPurchase } from './useOnrampPurchase';
import { useOnrampStyles } from './useOnrampStyles';

const STEP_HEADINGS = {
  providers: 'onramp.providers',
  purchase: 'onramp.purchase',
  checkout: 'onramp.checkout.title',
} as const satisfies Readonly<Record<OnrampStep, keyof typeof onrampMessages>>;

/**
 * Buying crypto: the providers for the active network, then the purchase form,
 * then "continue in the new window" while the visitor pays on the provider's page. Each step's
 * heading takes the focus when the step changes, so keyboard and screen-reader users follow.
 */
export function OnRampProvidersView() {
  useOnrampStyles();
  const state = useOnrampPurchase();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  return (
    <div className="kp-onramp" data-testid="view-OnRampProviders" data-step={state.step}>
      <h3 ref={heading} tabIndex={-1} className="kp-heading kp-onramp-heading kp-text-sm">
        {t(state.received === undefined ? STEP_HEADINGS[state.step] : 'onramp.received.title')}
      </h3>
      {state.step === 'providers' && (
        <OnrampProviderList providers={state.providers} onChoose={state.chooseProvider} />
      )}
      {state.step === 'purchase' &&
        (state.optionsLoading && state.purchaseCurrencies.length === 0 ? (
          <div className="kp-loading" role="status" aria-label={t('onramp.loading')}>
            <span className="kp-spinner" aria-hidden />
          </div>
        ) : (
          <OnrampPurchaseForm purchase={state} />
        ))}
      {state.step === 'checkout' && <OnrampCheckoutWaiting purchase={state} />}
    </div>
  );
}
