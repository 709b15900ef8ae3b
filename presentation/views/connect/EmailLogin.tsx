import { type FormEvent, useId, useRef } from 'react';
import { ArrowRightIcon, MailIcon } from '../../icons/loginIcons';
import { type EmbeddedLoginLoader } from '../embedded/EmbeddedLoginContext';
import { EMAIL_INPUT_ATTRIBUTES } from '../shared/email/useEmailField';
import { t } from './loginMessages';
import { useEmailLogin } from './useEmailLogin';
import { useLoginStyles } from './useLoginStyles';

/**
 * The email field of the Connect view (SPEC §2 connect method `email`): Enter or its arrow button
 * sends the address, a spinner stands in the button meanwhile, and the SPEC §5 problem or the
 * failure is written under the field, which then takes focus back.
 */
export function EmailLogin({ load }: { readonly load: EmbeddedLoginLoader }) {
  useLoginStyles();
  const login = useEmailLogin(load);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!login.submit()) input.current?.focus();
  };
  return (
    <form
      className="kp-email-login"
      onSubmit={submit}
      noValidate
      aria-busy={login.sending}
      data-testid="email-login"
    >
      <label className="kp-visually-hidden" htmlFor={`${ids}-email`}>
        {t('email.label')}
      </label>
      <div className="kp-email-field">
        <MailIcon />
        <input
          ref={input}
          id={`${ids}-email`}
          className="kp-input"
          {...EMAIL_INPUT_ATTRIBUTES}
          placeholder={t('email.label')}
          value={login.value}
          onChange={(event) => login.setValue(event.target.value)}
          onBlur={login.leave}
          aria-invalid={login.invalid}
          aria-describedby={`${ids}-message`}
          data-testid="email-input"
        />
        <button
          type="submit"
          className="kp-icon-button kp-email-submit"
          aria-label={t('login.emailSubmit')}
          aria-disabled={login.sending}
          data-testid="email-submit"
        >
          {login.sending ? <span className="kp-spinner kp-spinner-sm" aria-hidden /> : <ArrowRightIcon />}
        </button>
      </div>
      <p id={`${ids}-message`} className="kp-email-message" aria-live="polite" data-testid="email-message">
        {login.message ?? ''}
      </p>
      <span className="kp-visually-hidden" role="status">
        {login.sending ? t('login.emailSending') : ''}
      </span>
    </form>
  );
}
