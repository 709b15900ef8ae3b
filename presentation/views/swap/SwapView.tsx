import { useId } from 'react';
import { type CaipAddress } from '../../../domain/network/CaipNetwork';
import { SwapIcon } from '../../icons/viewIcons';
import { TokenPicker } from '../shared/token-picker/TokenPicker';
import { SwapDetails } from './SwapDetails';
import { SwapUsdWorth as UsdWorth } from './SwapUsdWorth';
import { t } from './swapMessages';
import { useSwapForm } from './useSwapForm';
import { useSwapStyles } from './useSwapStyles';

/**
 * The Swap view: the token to pay with (a token picker listing icons, names, balances and USD
 * values, with a search) and its amount with its USD worth, the token to receive with the live
 * quote and its worth, the quote's price impact, provider fee and slippage, then the review.
 * Picking on one side the token of the other swaps the two. A failed quote says why in the
 * visitor's words (`swapFailureText`). Off the SPEC §9 swap networks it shows SPEC §8 "Network
 * not supported for Swaps" and a way to switch network.
 */
export function SwapView() {
  useSwapStyles();
  const { state, summary, canReview, action, flow, switchNetwork } = useSwapForm();
  const ids = useId();

  if (state.status === 'unsupported') {
    return (
      <div className="kp-stack kp-center" data-testid="view-Swap">
        <p className="kp-paragraph" role="alert" data-testid="swap-unsupported">
          {t('swap.unsupported')}
        </p>
        <button
          type="button"
          className="kp-button kp-button-primary kp-button-block"
          onClick={switchNetwork}
          data-testid="swap-switch-network"
        >
          {t('swap.switchNetwork')}
        </button>
      </div>
    );
  }
  if (state.status === 'disconnected') {
    return (
      <div className="kp-empty" data-testid="view-Swap">
        <p className="kp-paragraph">{t('swap.notConnected')}</p>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="kp-loading" data-testid="view-Swap" role="status" aria-label={t('swap.loading')}>
        <span className="kp-spinner" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="kp-empty" data-testid="view-Swap">
        <p className="kp-paragraph kp-text-danger" role="alert">
          {state.error}
        </p>
      </div>
    );
  }

  return (
    <div className="kp-swap" data-testid="view-Swap">
      <section className="kp-swap-panel" aria-labelledby={`${ids}-sell`}>
        <div className="kp-swap-head">
          <span className="kp-swap-label" id={`${ids}-sell`}>
            {t('swap.sell')}
          </span>
          <TokenPicker
            label={t('swap.sellToken')}
            options={summary.pickerOptions}
            picked={state.from}
            onPick={(token) => flow.selectFrom(token as CaipAddress)}
            layout="pill"
            testId="swap-from-token"
          />
        </div>
        <input
          className="kp-swap-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('swap.quotePlaceholder')}
          aria-label={t('swap.amount')}
          aria-invalid={state.insufficientBalance}
          aria-describedby={`${ids}-balance`}
          value={state.amountText}
          onChange={(event) => flow.setAmount(event.target.value)}
          data-testid="swap-amount"
        />
        <div className="kp-swap-foot">
          {summary.sold !== undefined && (
            <span className="kp-swap-label" id={`${ids}-balance`} data-testid="swap-from-balance">
              {t('swap.balance', { balance: summary.sold.balance, symbol: summary.sold.token.symbol })}
            </span>
          )}
          <UsdWorth usd={summary.soldUsd} testId="swap-from-usd" />
        </div>
      </section>

      <button
        type="button"
        className="kp-button kp-swap-flip"
        aria-label={t('swap.flip')}
        onClick={() => flow.flip()}
        data-testid="swap-flip"
      >
        <SwapIcon />
      </button>

      <section className="kp-swap-panel" aria-labelledby={`${ids}-buy`}>
        <div className="kp-swap-head">
          <span className="kp-swap-label" id={`${ids}-buy`}>
            {t('swap.buy')}
          </span>
          <TokenPicker
            label={t('swap.buyToken')}
            options={summary.pickerOptions}
            picked={state.to}
            onPick={(token) => flow.selectTo(token as CaipAddress)}
            layout="pill"
            testId="swap-to-token"
          />
        </div>
        <output className="kp-swap-quote" aria-live="polite" data-testid="swap-quote">
          {state.quote.kind === 'loading' ? (
            <span className="kp-text-muted">{t('swap.quoting')}</span>
          ) : (
            (summary.boughtAmount ?? <span className="kp-text-muted">{t('swap.quotePlaceholder')}</span>)
          )}
        </output>
        <div className="kp-swap-foot">
          <UsdWorth usd={summary.boughtUsd} testId="swap-to-usd" />
        </div>
        {state.quote.kind === 'failed' && (
          <span className="kp-text-sm kp-text-danger" role="alert" data-testid="swap-quote-error">
            {state.quote.message}
          </span>
        )}
      </section>

      <SwapDetails summary={summary} withMinimum={false} />

      <button
        type="button"
        className="kp-button kp-button-primary kp-button-block"
        disabled={!canReview}
        onClick={() => void flow.review()}
        data-testid="swap-review"
      >
        {action}
      </button>
    </div>
  );
}
