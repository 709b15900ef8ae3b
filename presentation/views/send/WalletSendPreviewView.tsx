import { AccountStore } from '../../../application/account/AccountStore';
import { ChainStore } from '../../../application/chain/ChainStore';
import { SendFlowStore, type SentTransaction } from '../../../application/send/SendFlowStore';
import { sendFeature } from '../../../application/send/sendFeature';
import { SendService } from '../../../application/send/SendService';
import { SendStore } from '../../../application/send/SendStore';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { ExternalLinkIcon } from '../../icons/viewIcons';
import { t } from './sendMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { ExternalLink } from '../shared/ExternalLink';
import { useSendStyles } from './useSendStyles';

/**
 * The review of a send: from, to, amount, token, network and the network fee; "Send" asks the
 * wallet, "Cancel" goes back to the form with its values. Once the wallet has sent, the
 * transaction hash and its explorer link.
 */
export function WalletSendPreviewView() {
  const app = useKeyportApp('WalletSendPreviewView');
  app.core.enable(sendFeature);
  useSendStyles();
  const service = app.resolve(SendService);
  const form = useStoreState(app.resolve(SendStore));
  const flow = useStoreState(app.resolve(SendFlowStore));
  // The preview follows the account and the network (a switch clears the form).
  useStoreState(app.resolve(ChainStore));
  useStoreState(app.resolve(AccountStore));

  if (flow.sent !== undefined) return <SendSuccess sent={flow.sent} onDone={() => service.finish()} />;

  const preview = service.preview();
  if (preview === undefined) {
    return (
      <div className="kp-send" data-testid="view-WalletSendPreview">
        <p className="kp-paragraph">{t('send.notReady')}</p>
        <button type="button" className="kp-button kp-button-block" onClick={() => void service.cancel()}>
          {t('send.cancel')}
        </button>
      </div>
    );
  }
  const { send, sender } = preview;
  const fee = flow.feeLoading
    ? t('send.feeLoading')
    : flow.feeUnavailable || flow.fee === undefined
      ? t('send.feeUnavailable')
      : t('account.balance', { amount: flow.fee.amount, symbol: flow.fee.symbol });

  return (
    <div className="kp-send" data-testid="view-WalletSendPreview">
      <dl className="kp-send-details">
        <dt>{t('send.from')}</dt>
        <dd title={sender.address} data-testid="send-preview-from">
          {shortenAddress(sender.address)}
        </dd>
        <dt>{t('send.receiver')}</dt>
        <dd title={send.receiverAddress} data-testid="send-preview-to">
          {form.receiverProfileName || shortenAddress(send.receiverAddress)}
        </dd>
        <dt>{t('send.amount')}</dt>
        <dd data-testid="send-preview-amount">
          {t('account.balance', { amount: send.amount, symbol: send.token.symbol })}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd data-testid="send-preview-network">{sender.network.name}</dd>
        <dt>{t('send.fee')}</dt>
        <dd aria-busy={flow.feeLoading} data-testid="send-preview-fee">
          {fee}
        </dd>
      </dl>
      <div className="kp-send-actions">
        <button
          type="button"
          className="kp-button"
          onClick={() => void service.cancel()}
          disabled={flow.sending}
          data-testid="send-cancel"
        >
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="kp-button kp-button-primary"
          onClick={() => void service.send()}
          disabled={flow.sending}
          aria-busy={flow.sending}
          data-testid="send-confirm"
        >
          {flow.sending ? t('send.sending') : t('send.confirm')}
        </button>
      </div>
    </div>
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
