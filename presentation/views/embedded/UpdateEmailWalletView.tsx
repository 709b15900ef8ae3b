import { type FormEvent, useId, useRef, useState } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { useKeyport } from '../../react/KeyportAppContext';
import { EMAIL_INPUT_ATTRIBUTES, useEmailField } from '../shared/email/useEmailField';
import { t } from './embeddedMessages';
import { updateEmailRoute } from './updateEmailRoute';
import { useEmbeddedLoginState } from './useEmbeddedLogin';
import { type EmbeddedViewProps, withEmbeddedLogin } from './withEmbeddedLogin';

/**
 * UpdateEmailWallet (SPEC §4 email update), opened from the Account view of an email login: the
 * current address, and a field for the new one with the SPEC §5 check (and not the current one
 * again); "Continue" asks the wallet service (UPDATE_EMAIL) and goes on to the code it sent first.
 */
function UpdateEmailWallet({ login }: EmbeddedViewProps) {
  const keyport = useKeyport('UpdateEmailWalletView');
  const current = useEmbeddedLoginState(login).email ?? '';
  const field = useEmailField(current);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (sending) return;
    const newEmail = field.submit();
    if (newEmail === undefined) {
      input.current?.focus();
      return;
    }
    setSending(true);
    setFailure(undefined);
    login.updateEmail(newEmail).then(
      (action) => navigate(keyport, { to: updateEmailRoute(action, current, newEmail) }),
      (error: unknown) => {
        setSending(false);
        setFailure(errorToSnackbarText(error));
      },
    );
  };

  const problem = field.shownProblem;
  const message = problem === undefined ? failure : t(problem === 'same' ? 'update.same' : 'email.invalid');
  return (
    <form className="kp-login-form" onSubmit={submit} noValidate data-testid="view-UpdateEmailWallet">
      <div className="kp-login-field">
        <span className="kp-login-label">{t('update.current')}</span>
        <span className="kp-name" data-testid="update-current">
          {current}
        </span>
      </div>
      <div className="kp-login-field">
        <label className="kp-login-label" htmlFor={`${ids}-email`}>
          {t('update.newEmail')}
        </label>
        <input
          ref={input}
          id={`${ids}-email`}
          className="kp-input"
          {...EMAIL_INPUT_ATTRIBUTES}
          value={field.value}
          onChange={(event) => {
            field.setValue(event.target.value);
            setFailure(undefined);
          }}
          onBlur={field.leave}
          aria-invalid={problem !== undefined}
          aria-describedby={`${ids}-message`}
          data-testid="update-email-input"
        />
        <p id={`${ids}-message`} className="kp-login-message" aria-live="polite" data-testid="update-message">
          {message ?? ''}
        </p>
      </div>
      <button
        type="submit"
        className="kp-button kp-button-primary kp-button-block"
        aria-disabled={sending}
        data-testid="update-submit"
      >
        {sending && <span className="kp-spinner kp-spinner-sm" aria-hidden />}
        {t('update.submit')}
      </button>
      <span className="kp-visually-hidden" role="status">
        {sending ? t('update.sending') : ''}
      </span>
    </form>
  );
}

export const UpdateEmailWalletView = withEmbeddedLogin(UpdateEmailWallet);
