import { showMessage } from '../../../application/instance/actions/showMessage';
import { CopyIcon } from '../../icons/viewIcons';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './walletConnectMessages';
import { copyWithSnackbar } from '../shared/copyWithSnackbar';

/**
 * "Copy link": puts the pairing uri on the clipboard, for a wallet on this computer or a phone
 * that cannot scan, and says so in the snackbar. It stays in the tab order while the uri is being
 * made (marked unavailable), so focus does not jump when the uri arrives.
 */
export function CopyLinkButton({ uri }: { readonly uri: string | undefined }) {
  const keyport = useKeyport('CopyLinkButton');
  const copy = async (): Promise<void> => {
    if (uri === undefined) return;
    const snackbar = {
      showSuccess: (message: string) => showMessage(keyport, { kind: 'success', message }),
      showError: (error: unknown) => showMessage(keyport, { kind: 'error', error }),
    };
    await copyWithSnackbar(snackbar, uri, { copied: t('wc.linkCopied'), failed: t('wc.copyFailed') });
  };
  return (
    <button
      type="button"
      className="kp-button kp-button-block"
      aria-disabled={uri === undefined}
      onClick={() => void copy()}
      data-testid="wc-copy-link"
    >
      <CopyIcon />
      {t('wc.copyLink')}
    </button>
  );
}
