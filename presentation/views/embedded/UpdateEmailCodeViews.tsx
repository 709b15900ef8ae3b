import { navigate } from '../../../application/instance/actions/navigate';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { stringData } from '../../modal/ViewProps';
import { useKeyport } from '../../react/KeyportAppContext';
import { CodeEntry } from './CodeEntry';
import { t } from './embeddedMessages';
import { useEmbeddedLoginState } from './useEmbeddedLogin';
import { type EmbeddedViewProps, withEmbeddedLogin } from './withEmbeddedLogin';

/**
 * UpdateEmailPrimaryOtp (SPEC §4 "Primary code is verified first"): the code sent to the current
 * address (UPDATE_EMAIL_PRIMARY_OTP); once accepted, the new address's code takes this step's place.
 */
function UpdateEmailPrimaryOtp({ entry, login }: EmbeddedViewProps) {
  const keyport = useKeyport('UpdateEmailPrimaryOtpView');
  const state = useEmbeddedLoginState(login);
  const newEmail = stringData(entry.data, 'newEmail') ?? '';
  return (
    <CodeEntry
      email={stringData(entry.data, 'email') ?? state.email ?? ''}
      hint={t('update.primaryHint')}
      verify={(code) => login.verifyUpdatePrimaryCode(code)}
      verified={() =>
        navigate(keyport, { to: { view: 'UpdateEmailSecondaryOtp', data: { newEmail } }, history: 'replace' })
      }
      testId="view-UpdateEmailPrimaryOtp"
    />
  );
}

/**
 * UpdateEmailSecondaryOtp (SPEC §4 "then the secondary, which returns newEmail"): the code sent to
 * the new address (UPDATE_EMAIL_SECONDARY_OTP); once accepted, the Account view shows again and the
 * snackbar names the new address.
 */
function UpdateEmailSecondaryOtp({ entry, login }: EmbeddedViewProps) {
  const keyport = useKeyport('UpdateEmailSecondaryOtpView');
  return (
    <CodeEntry
      email={stringData(entry.data, 'newEmail') ?? ''}
      hint={t('update.secondaryHint')}
      verify={(code) => login.verifyUpdateSecondaryCode(code)}
      verified={(email) => {
        navigate(keyport, { to: { view: 'Account' }, history: 'reset' });
        showMessage(keyport, { kind: 'success', message: t('update.done', { email }) });
      }}
      testId="view-UpdateEmailSecondaryOtp"
    />
  );
}

export const UpdateEmailPrimaryOtpView = withEmbeddedLogin(UpdateEmailPrimaryOtp);
export const UpdateEmailSecondaryOtpView = withEmbeddedLogin(UpdateEmailSecondaryOtp);
