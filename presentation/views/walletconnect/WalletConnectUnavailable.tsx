import { t } from './walletConnectMessages';

/** Shown instead of a QR code when the site set WalletConnect up without a project to pair through. */
export function WalletConnectUnavailable({ testId }: { readonly testId: string }) {
  return (
    <div className="kp-empty" data-testid={testId}>
      <p className="kp-paragraph">{t('wc.unavailable')}</p>
    </div>
  );
}
