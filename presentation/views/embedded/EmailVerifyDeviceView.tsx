import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { MailIcon } from '../../icons/loginIcons';
import { stringData } from '../../modal/ViewProps';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './embeddedMessages';
import { ResendButton } from './ResendButton';
import { useEmbeddedLoginState } from './useEmbeddedLogin';
import { type EmbeddedViewProps, withEmbeddedLogin } from './withEmbeddedLogin';

/**
 * EmailVerifyDevice (SPEC §4 "Device and one-time-code verification follow"): the visitor approves
 * this device from the link mailed to their address (CONNECT_DEVICE); once they did, the code
 * step takes this view's place. A failure says why, with Try again; "Resend email" within the
 * SPEC §5 cooldown.
 */
function EmailVerifyDevice({ entry, login }: EmbeddedViewProps) {
  const keyport = useKeyport('EmailVerifyDeviceView');
  const state = useEmbeddedLoginState(login);
  const email = stringData(entry.data, 'email') ?? state.email ?? '';
  const [failure, setFailure] = useState<string>();
  const [round, setRound] = useState(0);
  // Read when the approval comes: the address arriving in the state must not ask for it again.
  const address = useRef(email);
  address.current = email;

  useEffect(() => {
    let shown = true;
    login.approveDevice().then(
      () => {
        const data = { email: address.current };
        if (shown) navigate(keyport, { to: { view: 'EmailVerifyOtp', data }, history: 'replace' });
      },
      (error: unknown) => {
        if (shown) setFailure(errorToSnackbarText(error));
      },
    );
    return () => {
      shown = false;
    };
  }, [keyport, login, round]);

  const tryAgain = (): void => {
    setFailure(undefined);
    setRound((count) => count + 1);
  };

  return (
    <div className="kp-login-step" data-testid="view-EmailVerifyDevice">
      <span className="kp-login-badge" aria-hidden>
        <MailIcon large />
      </span>
      <p className="kp-heading">{t('device.heading')}</p>
      <p className="kp-paragraph kp-text-muted">{t('device.text', { email })}</p>
      <div className="kp-login-status" role="status" data-testid="device-status">
        {failure === undefined ? (
          <span className="kp-login-busy">
            <span className="kp-spinner kp-spinner-sm" aria-hidden />
            {t('device.waiting')}
          </span>
        ) : (
          <span className="kp-text-danger">{failure}</span>
        )}
      </div>
      {failure !== undefined && (
        <button
          type="button"
          className="kp-button kp-button-primary"
          onClick={tryAgain}
          data-testid="device-retry"
        >
          {t('connecting.tryAgain')}
        </button>
      )}
      <ResendButton
        label={t('device.resend')}
        sent={t('device.resent')}
        nextCodeAt={state.nextCodeAt}
        resend={() => login.resendCode()}
      />
    </div>
  );
}

export const EmailVerifyDeviceView = withEmbeddedLogin(EmailVerifyDevice);
