import { type WalletConnectFailure } from '../../../application/instance/actions/getPairing';
import { t } from './walletConnectMessages';

/**
 * SPEC §4 connection status after the wallet said no (declined) or the pairing broke (failed,
 * with the reason), and "Try again", which brings a fresh QR code and links.
 */
export function PairingFailure({
  failure,
  onRetry,
}: {
  readonly failure: WalletConnectFailure;
  readonly onRetry: () => void;
}) {
  return (
    <>
      <div className="kp-wc-status" role="status" data-status={failure.status}>
        <p className="kp-heading">
          {failure.status === 'declined' ? t('connecting.declined') : t('connecting.failed')}
        </p>
        {failure.status === 'declined' ? (
          <p className="kp-paragraph kp-text-muted">{t('wc.declinedHint')}</p>
        ) : (
          <p className="kp-paragraph kp-text-danger">{failure.message}</p>
        )}
      </div>
      <button
        type="button"
        className="kp-button kp-button-primary kp-button-block"
        onClick={onRetry}
        data-testid="wc-retry"
      >
        {t('wc.retry')}
      </button>
    </>
  );
}
