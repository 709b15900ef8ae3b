import { useEffect, useRef } from 'react';
import { OnrampService } from '../../../application/onramp/OnrampService';
import { OnrampStore, type OnrampStep } from '../../../application/onramp/OnrampStore';
import { onrampFeature } from '../../../application/onramp/onrampFeature';
import { type onrampMessages, t } from './onrampMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { OnrampCheckoutWaiting } from './OnrampCheckoutWaiting';
import { OnrampProviderList } from './OnrampProviderList';
import { OnrampPurchaseForm } from './OnrampPurchaseForm';
import { useOnrampStyles } from './useOnrampStyles';

const STEP_HEADINGS = {
  providers: 'onramp.providers',
  purchase: 'onramp.purchase',
  checkout: 'onramp.checkout.title',
} as const satisfies Readonly<Record<OnrampStep, keyof typeof onrampMessages>>;

/**
 * Buying crypto (issue 6 "Buy"): the providers for the active network, then the purchase form,
 * then "continue in the new window" while the visitor pays on the provider's page. Each step's
 * heading takes the focus when the step changes, so keyboard and screen-reader users follow.
 */
export function OnRampProvidersView() {
  const app = useKeyportApp('OnRampProvidersView');
  // The buy use cases travel with this view; enabling them again is a no-op.
  app.core.enable(onrampFeature);
  useOnrampStyles();
  const service = app.resolve(OnrampService);
  const state = useStoreState(app.resolve(OnrampStore));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    void service.open();
  }, [service]);

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
      {state.step === 'providers' && <OnrampProviderList providers={state.providers} />}
      {state.step === 'purchase' &&
        (state.optionsLoading && state.purchaseCurrencies.length === 0 ? (
          <div className="kp-loading" role="status" aria-label={t('onramp.loading')}>
            <span className="kp-spinner" aria-hidden />
          </div>
        ) : (
          <OnrampPurchaseForm state={state} />
        ))}
      {state.step === 'checkout' && <OnrampCheckoutWaiting state={state} />}
    </div>
  );
}
