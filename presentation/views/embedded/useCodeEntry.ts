import { useEffect, useRef, useState } from 'react';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';

/**
 * A code being checked: busy while the embedded wallet checks it; a refusal is kept (in its SPEC §8
 * words) and empties the cells for the next try (`round` is their key). `verified` runs once the
 * code is accepted, while the view still shows, and the entry stays busy: what comes next (the
 * connection closing the modal, the next step) replaces it.
 */
export function useCodeEntry<R>(verify: (code: string) => Promise<R>, verified: (result: R) => void) {
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [round, setRound] = useState(0);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const submit = (code: string): void => {
    setChecking(true);
    setFailure(undefined);
    verify(code).then(
      (result) => {
        if (shown.current) verified(result);
      },
      (error: unknown) => {
        if (!shown.current) return;
        setChecking(false);
        setFailure(errorToSnackbarText(error));
        setRound((count) => count + 1);
      },
    );
  };

  return { checking, failure, round, submit };
}
