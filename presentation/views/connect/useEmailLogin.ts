import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { loadEmbeddedViews } from '../../modal/embeddedViewGroup';
import { useKeyport } from '../../react/KeyportAppContext';
import { type EmbeddedLoginLoader } from '../embedded/EmbeddedLoginContext';
import { useEmailField } from '../shared/email/useEmailField';
import { t } from './loginMessages';
import { emailLoginRoute } from './emailLoginRoute';

/**
 * The Connect view's email login: the field with its SPEC §5 check, and its submission, which
 * loads the embedded wallet (and the views of the next step, side by side), sends the address
 * (CONNECT_EMAIL) and shows the step the answer asks for. A failure is written under the field,
 * in the SPEC §8 words of the error; the field keeps what was typed.
 */
export function useEmailLogin(load: EmbeddedLoginLoader) {
  const keyport = useKeyport('ConnectView');
  const field = useEmailField();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The answer may come after the visitor left the view: it then takes them nowhere.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  /** Sends the address; false when it cannot be used (the problem now shows). */
  const submit = (): boolean => {
    if (sending) return true;
    const email = field.submit();
    if (email === undefined) return false;
    setSending(true);
    setFailure(undefined);
    loadEmbeddedViews().catch(() => undefined);
    load()
      .then((login) => login.connectEmail(email))
      .then(
        (action) => {
          if (!shown.current) return;
          setSending(false);
          const next = emailLoginRoute(action, email);
          if (next !== undefined) navigate(keyport, { to: next });
        },
        (error: unknown) => {
          if (!shown.current) return;
          setSending(false);
          setFailure(errorToSnackbarText(error));
        },
      );
    return true;
  };

  return {
    value: field.value,
    setValue: (value: string) => {
      field.setValue(value);
      setFailure(undefined);
    },
    leave: field.leave,
    submit,
    sending,
    invalid: field.shownProblem !== undefined,
    /** What to write under the field: the SPEC §5 problem, else why sending failed. */
    message: field.shownProblem === undefined ? failure : t('email.invalid'),
  };
}
