import { ModalService } from '../../../application/modal/ModalService';
import { SnackbarService } from '../../../application/snackbar/SnackbarService';
import { swapFeature } from '../../../application/swap/swapFeature';
import { SwapService } from '../../../application/swap/SwapService';
import { SwapStore } from '../../../application/swap/SwapStore';
import { swapSummary } from '../../../application/swap/swapSummary';
import { formatSwapAmount } from '../../../domain/swap/formatSwapAmount';
import { t } from './swapMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { SwapDetails } from './SwapDetails';
import { useSwapStyles } from './useSwapStyles';

/**
 * SwapPreview: what is paid and received, the least it can come to and its cost. When the swap
 * router may not yet spend the sold token, "Approve" comes first (the wallet sends the approval
 * and the view waits until the chain shows it); then "Swap" asks the wallet for the swap. A
 * success is told in the snackbar and leads back to the form with fresh balances.
 */
export function SwapPreviewView() {
  const app = useKeyportApp('SwapPreviewView');
  app.core.enable(swapFeature);
  useSwapStyles();
  const service = app.resolve(SwapService);
  const state = useStoreState(app.resolve(SwapStore));
  const summary = swapSummary(state);
  const { sold, bought } = summary;
  const quote = state.quote.kind === 'ready' ? state.quote : undefined;

  const goBack = (): void => void app.resolve(ModalService).goBack();
  if (sold === undefined || bought === undefined || quote === undefined) {
    return (
      <div className="kp-stack" data-testid="view-SwapPreview">
        <p className="kp-paragraph kp-text-muted">{t('swap.enterAmount')}</p>
        <button type="button" className="kp-button kp-button-block" onClick={goBack}>
          {t('swap.cancel')}
        </button>
      </div>
    );
  }

  const swap = async (): Promise<void> => {
    const outcome = await service.swap();
    if (outcome.kind !== 'swapped') return;
    app.resolve(SnackbarService).showSuccess(
      t(outcome.confirmed ? 'swap.success' : 'swap.submitted', {
        sold: formatSwapAmount(quote.fromAmount, sold.token.decimals),
        soldSymbol: outcome.sold.symbol,
        bought: formatSwapAmount(quote.toAmount, bought.token.decimals),
        boughtSymbol: outcome.bought.symbol,
      }),
    );
    goBack();
  };
  const approvalFirst = state.approval === 'needed' || state.approval === 'approving';
  const busy = state.approval === 'approving' || state.approval === 'checking' || state.swapping;

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
      </section>
      <section className="kp-swap-panel">
        <span className="kp-swap-label">{t('swap.buy')}</span>
        <p className="kp-paragraph kp-swap-quote" data-testid="swap-preview-buy">
          {t('swap.amountWithSymbol', { amount: summary.boughtAmount ?? '', symbol: bought.token.symbol })}
        </p>
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
          onClick={() => void service.approve()}
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
          onClick={() => void swap()}
          data-testid="swap-confirm"
        >
          {state.swapping ? t('swap.swapping') : t('swap.confirm')}
        </button>
      )}
      <button type="button" className="kp-button kp-button-block" onClick={goBack} data-testid="swap-cancel">
        {t('swap.cancel')}
      </button>
    </div>
  );
}
