import { formatSwapAmount } from '../../../domain/swap/formatSwapAmount';
import { SwapDetails } from './SwapDetails';
import { SwapUsdWorth } from './SwapUsdWorth';
import { t } from './swapMessages';
import { useSwapPreview } from './useSwapPreview';
import { useSwapStyles } from './useSwapStyles';

/**
 * SwapPreview: what is paid and received with their USD worth, the least it can come to and its
 * cost. When the swap router may not yet spend the sold token, "Approve" comes first (the wallet
 * sends the approval and the view waits until the chain shows it); then "Swap" asks the wallet for
 * the swap. A success is told in the snackbar and leads back to the form with fresh balances.
 */
export function SwapPreviewView() {
  useSwapStyles();
  const { state, summary, quote, approvalFirst, busy, flow, cancel } = useSwapPreview();
  const { sold, bought } = summary;

  if (sold === undefined || bought === undefined || quote === undefined) {
    return (
      <div className="kp-stack" data-testid="view-SwapPreview">
        <p className="kp-paragraph kp-text-muted">{t('swap.enterAmount')}</p>
        <button type="button" className="kp-button kp-button-block" onClick={cancel}>
          {t('swap.cancel')}
        </button>
      </div>
    );
  }

  return (
    <div className="kp-swap" data-testid="view-SwapPreview">
      <section className="kp-swap-panel">
        <span className="kp-swap-label">{t('swap.sell')}</span>
        <p className="kp-paragraph kp-swap-quote" data-testid="swap-preview-sell">
          {t('swap.amountWithSymbol', {
            amount: formatSwapAmount(quote.fromAmount, sold.token.decimals),
            symbol: sold.token.symbol,
          })}
        </p>
        <div className="kp-swap-foot">
          <SwapUsdWorth usd={summary.soldUsd} testId="swap-preview-sell-usd" />
        </div>
      </section>
      <section className="kp-swap-panel">
        <span className="kp-swap-label">{t('swap.buy')}</span>
        <p className="kp-paragraph kp-swap-quote" data-testid="swap-preview-buy">
          {t('swap.amountWithSymbol', { amount: summary.boughtAmount ?? '', symbol: bought.token.symbol })}
        </p>
        <div className="kp-swap-foot">
          <SwapUsdWorth usd={summary.boughtUsd} testId="swap-preview-buy-usd" />
        </div>
      </section>

      <SwapDetails summary={summary} withMinimum />

      {approvalFirst && (
        <p className="kp-paragraph kp-text-sm kp-text-muted" data-testid="swap-approve-note">
          {t('swap.approveNote', { symbol: sold.token.symbol })}
        </p>
      )}
      {approvalFirst ? (
        <button
          type="button"
          className="kp-button kp-button-primary kp-button-block"
          disabled={busy}
          aria-busy={state.approval === 'approving'}
          onClick={() => void flow.approve()}
          data-testid="swap-approve"
        >
          {state.approval === 'approving'
            ? t('swap.approving', { symbol: sold.token.symbol })
            : t('swap.approve', { symbol: sold.token.symbol })}
        </button>
      ) : (
        <button
          type="button"
          className="kp-button kp-button-primary kp-button-block"
          disabled={busy}
          aria-busy={state.swapping}
          onClick={() => void flow.swap()}
          data-testid="swap-confirm"
        >
          {state.swapping ? t('swap.swapping') : t('swap.confirm')}
        </button>
      )}
      <button type="button" className="kp-button kp-button-block" onClick={cancel} data-testid="swap-cancel">
        {t('swap.cancel')}
      </button>
    </div>
  );
}
