import { useId, useState } from 'react';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './embeddedMessages';
import { useCooldown } from './useCooldown';

/**
 * "Resend code" (or "Resend email"): asks for another email; the snackbar says it was sent, or
 * why not. Within 30 s of the last one it is unavailable, and says how long to wait in the
 * SPEC §5 words, counting down.
 */
export function ResendButton({
  label,
  sent,
  nextCodeAt,
  resend,
}: {
  readonly label: string;
  /** The snackbar's text once it was sent. */
  readonly sent: string;
  readonly nextCodeAt: number | undefined;
  readonly resend: () => Promise<void>;
}) {
  const keyport = useKeyport('ResendButton');
  const wait = useCooldown(nextCodeAt);
  const [sending, setSending] = useState(false);
  const waitId = useId();
  const unavailable = wait !== undefined || sending;
  const onClick = (): void => {
    if (unavailable) return;
    setSending(true);
    resend()
      .then(
        () => showMessage(keyport, { kind: 'success', message: sent }),
        (error: unknown) => showMessage(keyport, { kind: 'error', error }),
      )
      .finally(() => setSending(false));
  };
  return (
    <div className="kp-login-resend">
      <span className="kp-text-muted">{t('otp.noCode')}</span>
      <button
        type="button"
        className="kp-link-button"
        aria-disabled={unavailable}
        aria-describedby={waitId}
        onClick={onClick}
        data-testid="resend"
      >
        {label}
      </button>
      {/* Read with the button, not announced: a count changing each second would drown the view. */}
      <span id={waitId} className="kp-text-muted" data-testid="resend-wait">
        {wait?.shortMessage ?? ''}
      </span>
    </div>
  );
}
