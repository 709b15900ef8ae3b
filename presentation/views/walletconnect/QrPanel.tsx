import { t } from './walletConnectMessages';
import { CopyLinkButton } from './CopyLinkButton';
import { QrCode, type QrCodeProps } from './QrCode';
import { useSlowPreparation } from './useSlowPreparation';

/** What the status under the code says while it is prepared, and once it is there to scan. */
function QrStatus({ preparing, slow }: { readonly preparing: boolean; readonly slow: boolean }) {
  if (!preparing) return <p className="kp-heading">{t('wc.scan')}</p>;
  return (
    <>
      <p className="kp-heading">{t(slow ? 'wc.preparingSlow' : 'wc.preparing')}</p>
      {slow && <p className="kp-paragraph kp-text-muted">{t('wc.preparingSlowHint')}</p>}
    </>
  );
}

/**
 * The QR platform: the code to scan with a phone, what to do with it, and "Copy link". While the
 * pairing is made the plate shows a spinner and the status says so, and says it again when it
 * takes long; the status is a polite live region outside the busy plate, so each change is read.
 */
export function QrPanel({ uri, imageUrl, walletName }: QrCodeProps) {
  const preparing = uri === undefined;
  const slow = useSlowPreparation(preparing);
  return (
    <>
      <QrCode uri={uri} imageUrl={imageUrl} walletName={walletName} />
      <div
        className="kp-wc-status"
        role="status"
        data-status={preparing ? (slow ? 'preparing-slow' : 'preparing') : 'waiting'}
        data-testid="wc-qr-status"
      >
        <QrStatus preparing={preparing} slow={slow} />
      </div>
      <CopyLinkButton uri={uri} />
    </>
  );
}
