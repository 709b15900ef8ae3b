import { t } from './walletConnectMessages';
import { CopyLinkButton } from './CopyLinkButton';
import { QrCode, type QrCodeProps } from './QrCode';

/** The QR platform: the code to scan with a phone, what to do with it, and "Copy link". */
export function QrPanel({ uri, imageUrl, walletName }: QrCodeProps) {
  return (
    <>
      <QrCode uri={uri} imageUrl={imageUrl} walletName={walletName} />
      <div className="kp-wc-status" role="status" data-status="waiting">
        <p className="kp-heading">{t('wc.scan')}</p>
      </div>
      <CopyLinkButton uri={uri} />
    </>
  );
}
