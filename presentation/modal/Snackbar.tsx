import { getSnackbar } from '../../application/instance/actions/getSnackbar';
import { watchSnackbar } from '../../application/instance/actions/watchSnackbar';
import { ErrorIcon, SuccessIcon } from '../icons/shellIcons';
import { t } from './modalMessages';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';

/**
 * The snackbar (SPEC §4): one message at a time, success, error or loading. It lives in a polite
 * live region that is always present, so assistive technology announces each new message
 * without moving the visitor's focus.
 */
export function Snackbar() {
  const snackbar = useKeyportValue(useKeyport('Snackbar'), getSnackbar, watchSnackbar);
  return (
    <div
      className="kp-snackbar-region"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t('snackbar.region')}
      data-testid="snackbar"
    >
      {snackbar.open && (
        <div className={`kp-snackbar kp-snackbar-${snackbar.variant}`} data-variant={snackbar.variant}>
          {snackbar.variant === 'success' && <SuccessIcon />}
          {snackbar.variant === 'error' && <ErrorIcon />}
          {snackbar.variant === 'loading' && <span className="kp-spinner" aria-hidden />}
          <span>{snackbar.message}</span>
        </div>
      )}
    </div>
  );
}
