import { type WalletConnectFailure } from '../../../application/instance/actions/getPairing';
import { ConnectionEndText } from '../shared/ConnectionEndText';
import { t } from './walletConnectMessages';

/**
 * SPEC §4 connection status after the wallet said no (declined), still held an earlier request
 * (pending) or the pairing broke (failed, with the reason), and "Try again", which brings a fresh
 * QR code and links.
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
        <ConnectionEndText end={failure} />
      </div>
      <button
        type="button"
        className="kp-button kp-button-primary kp-button-block"
        onClick={onRetry}
        data-testid="wc-retry"
      >
        {t('connecting.tryAgain')}
      </button>
    </>
  );
}
