import { onrampProviderLabel } from '../../../domain/onramp/OnrampProviders';
import { CheckIcon, ExternalLinkIcon } from '../../icons/viewIcons';
import { t } from './onrampMessages';
import { ExternalLink } from '../shared/ExternalLink';
import { type OnrampPurchase } from './useOnrampPurchase';

/**
 * While the visitor pays in the provider's window: where to continue, the page again in case the
 * window was blocked or closed, and the way back to the purchase form. Once the wallet's balance
 * shows the purchase, what arrived and the way back to the account.
 */
export function OnrampCheckoutWaiting({ purchase: state }: { readonly purchase: OnrampPurchase }) {
  const provider = onrampProviderLabel(state.provider);
  if (state.received !== undefined) {
    return (
      <div className="kp-onramp-waiting" data-testid="onramp-received">
        <span className="kp-onramp-received-mark" aria-hidden>
          <CheckIcon />
        </span>
        <p className="kp-heading" role="status">
          {t('onramp.received', { amount: state.received.amount, symbol: state.received.symbol })}
        </p>
        <button
          type="button"
          className="kp-button kp-button-primary kp-button-block"
          onClick={state.done}
          data-testid="onramp-done"
        >
          {t('onramp.done')}
        </button>
      </div>
    );
  }
  return (
    <div className="kp-onramp-waiting" data-testid="onramp-checkout">
      <span className="kp-spinner" aria-hidden />
      <p className="kp-paragraph kp-text-sm kp-text-muted">{t('onramp.checkout.text', { provider })}</p>
      {state.checkoutUrl !== undefined && (
        <ExternalLink className="kp-button kp-button-block" href={state.checkoutUrl}>
          <ExternalLinkIcon />
          {t('onramp.checkout.reopen')}
        </ExternalLink>
      )}
      <button
        type="button"
        className="kp-button kp-button-block"
        onClick={state.returnToPurchase}
        data-testid="onramp-back-to-purchase"
      >
        {t('onramp.checkout.back')}
      </button>
    </div>
  );
}
