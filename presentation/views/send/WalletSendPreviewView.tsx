import { shortenAddress } from '../../../domain/address/shortenAddress';
import { ExternalLinkIcon } from '../../icons/viewIcons';
import { ExternalLink } from '../shared/ExternalLink';
import { type SentTransaction } from './sendFlowState';
import { t } from './sendMessages';
import { useSendPreview } from './useSendPreview';
import { useSendStyles } from './useSendStyles';

/**
 * The review of a send: from, to, amount and token, network and the network fee, each amount with
 * its USD worth when the price is known; "Send" asks the wallet, "Cancel" goes back to the form
 * with its values. Once the wallet has sent, the transaction hash and its explorer link.
 */
export function WalletSendPreviewView() {
  useSendStyles();
  const { sent, preview, amountUsd, receiverName, fee, feeUsd, feeLoading, sending, flow } = useSendPreview();

  if (sent !== undefined) return <SendSuccess sent={sent} onDone={() => flow.finish()} />;

  if (preview === undefined) {
    return (
      <div className="kp-send" data-testid="view-WalletSendPreview">
        <p className="kp-paragraph">{t('send.notReady')}</p>
        <button type="button" className="kp-button kp-button-block" onClick={() => void flow.cancel()}>
          {t('send.cancel')}
        </button>
      </div>
    );
  }
  const { send, sender } = preview;

  return (
    <div className="kp-send" data-testid="view-WalletSendPreview">
      <dl className="kp-send-details">
        <dt>{t('send.from')}</dt>
        <dd title={sender.address} data-testid="send-preview-from">
          {shortenAddress(sender.address)}
        </dd>
        <dt>{t('send.receiver')}</dt>
        <dd title={send.receiverAddress} data-testid="send-preview-to">
          {receiverName || shortenAddress(send.receiverAddress)}
        </dd>
        <dt>{t('send.amount')}</dt>
        <dd>
          <span data-testid="send-preview-amount">
            {t('account.balance', { amount: send.amount, symbol: send.token.symbol })}
          </span>
          {amountUsd !== undefined && <UsdWorth usd={amountUsd} testId="send-preview-amount-usd" />}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd data-testid="send-preview-network">{sender.network.name}</dd>
        <dt>{t('send.fee')}</dt>
        <dd>
          <span aria-busy={feeLoading} data-testid="send-preview-fee">
            {fee}
          </span>
          {feeUsd !== undefined && <UsdWorth usd={feeUsd} testId="send-preview-fee-usd" />}
        </dd>
      </dl>
      <div className="kp-send-actions">
        <button
          type="button"
          className="kp-button"
          onClick={() => void flow.cancel()}
          disabled={sending}
          data-testid="send-cancel"
        >
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="kp-button kp-button-primary"
          onClick={() => void flow.confirm()}
          disabled={sending}
          aria-busy={sending}
          data-testid="send-confirm"
        >
          {sending ? t('send.sending') : t('send.confirm')}
        </button>
      </div>
    </div>
  );
}

/** A USD worth under the amount it is the worth of. */
function UsdWorth({ usd, testId }: { readonly usd: string; readonly testId: string }) {
  return (
    <span className="kp-send-usd" data-testid={testId}>
      {t('send.amountUsd', { usd })}
    </span>
  );
}

function SendSuccess({ sent, onDone }: { readonly sent: SentTransaction; readonly onDone: () => void }) {
  return (
    <div className="kp-send kp-center" data-testid="view-WalletSendPreview" data-state="sent">
      <p className="kp-heading">{t('send.sent', { amount: sent.amount, symbol: sent.symbol })}</p>
      <SentStatus status={sent.status} />
      <p className="kp-paragraph kp-text-muted kp-text-sm">{t('send.hash')}</p>
      <p className="kp-paragraph kp-send-hash" data-testid="send-hash">
        {sent.hash}
      </p>
      {sent.explorerUrl !== undefined && (
        <ExternalLink className="kp-button kp-button-block" href={sent.explorerUrl}>
          <ExternalLinkIcon />
          {t('send.explorer')}
        </ExternalLink>
      )}
      <button type="button" className="kp-button kp-button-primary kp-button-block" onClick={onDone}>
        {t('send.done')}
      </button>
    </div>
  );
}

/** Where the sent transaction stands on the network; announced as it changes. */
function SentStatus({ status }: { readonly status: SentTransaction['status'] }) {
  return (
    <p
      className={`kp-paragraph kp-send-status${status === 'failed' ? ' kp-text-danger' : ''}`}
      role="status"
      data-testid="send-status"
      data-status={status}
    >
      {status === 'watching' && <span className="kp-spinner kp-spinner-sm" aria-hidden />}
      {t(`send.status.${status}`)}
    </p>
  );
}
