import { stringData } from '../../modal/ViewProps';
import { CodeEntry } from './CodeEntry';
import { t } from './embeddedMessages';
import { ResendButton } from './ResendButton';
import { useEmbeddedLoginState } from './useEmbeddedLogin';
import { type EmbeddedViewProps, withEmbeddedLogin } from './withEmbeddedLogin';

/** Once the code is accepted the login completes, and the connection closes the modal (SPEC §4). */
const nothingMore = (): void => undefined;

/**
 * EmailVerifyOtp (SPEC §4 email login): the code mailed to the visitor's address, checked as soon
 * as its sixth digit is typed (CONNECT_OTP, then GET_USER); "Resend code" within the SPEC §5
 * cooldown.
 */
function EmailVerifyOtp({ entry, login }: EmbeddedViewProps) {
  const state = useEmbeddedLoginState(login);
  const email = stringData(entry.data, 'email') ?? state.email ?? '';
  return (
    <CodeEntry
      email={email}
      verify={(code) => login.verifyCode(code)}
      verified={nothingMore}
      testId="view-EmailVerifyOtp"
    >
      <ResendButton
        label={t('otp.resend')}
        sent={t('otp.resent')}
        nextCodeAt={state.nextCodeAt}
        resend={() => login.resendCode()}
      />
    </CodeEntry>
  );
}

export const EmailVerifyOtpView = withEmbeddedLogin(EmailVerifyOtp);
