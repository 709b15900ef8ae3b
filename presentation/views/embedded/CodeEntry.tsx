import { type ReactNode, useId } from 'react';
import { MailIcon } from '../../icons/loginIcons';
import { t } from './embeddedMessages';
import { OtpInput } from './OtpInput';
import { useCodeEntry } from './useCodeEntry';

/**
 * A step that asks for a mailed code (SPEC §4 email login and email update): where it was sent,
 * the six cells, a spinner while the code is checked, the embedded wallet's reason when it is
 * refused (the cells then empty for the next try), and what else the step offers (`children`:
 * resending the code).
 */
export function CodeEntry<R>({
  email,
  hint,
  verify,
  verified,
  testId,
  children,
}: {
  /** The address the code went to. */
  readonly email: string;
  readonly hint?: string;
  readonly verify: (code: string) => Promise<R>;
  readonly verified: (result: R) => void;
  readonly testId: string;
  readonly children?: ReactNode;
}) {
  const entry = useCodeEntry(verify, verified);
  const statusId = useId();
  return (
    <div className="kp-login-step" data-testid={testId}>
      <span className="kp-login-badge" aria-hidden>
        <MailIcon large />
      </span>
      <p className="kp-heading">{t('otp.heading', { email })}</p>
      {hint !== undefined && <p className="kp-paragraph kp-text-muted">{hint}</p>}
      <OtpInput
        key={entry.round}
        label={t('otp.label')}
        disabled={entry.checking}
        invalid={entry.failure !== undefined}
        focusOnShow={entry.round > 0}
        describedBy={statusId}
        onComplete={entry.submit}
      />
      <div id={statusId} className="kp-login-status" aria-live="polite" data-testid="otp-status">
        {entry.checking ? (
          <span className="kp-login-busy">
            <span className="kp-spinner kp-spinner-sm" aria-hidden />
            {t('otp.verifying')}
          </span>
        ) : (
          entry.failure !== undefined && <span className="kp-text-danger">{entry.failure}</span>
        )}
      </div>
      {children}
    </div>
  );
}
