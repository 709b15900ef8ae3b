import { useCallback, useEffect, useState } from 'react';
import { connect } from '../../../application/instance/actions/connect';
import { getConnectors } from '../../../application/instance/actions/getConnectors';
import { watchConnectors } from '../../../application/instance/actions/watchConnectors';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { isKeyportError } from '../../../domain/errors/KeyportError';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/** How asking the wallet stands (SPEC §4 connection status): waiting, declined, or failed and why. */
export type ConnectingAttempt =
  | { readonly status: 'connecting' }
  | { readonly status: 'declined' }
  | { readonly status: 'failed'; /** SPEC §8 text of the failure. */ readonly message: string };

const CONNECTING: ConnectingAttempt = { status: 'connecting' };

/** The visitor saying no is not a failure: the view offers to ask again without an error. */
function endedAttempt(error: unknown): ConnectingAttempt {
  return isKeyportError(error) && error.code === 'USER_REJECTED'
    ? { status: 'declined' }
    : { status: 'failed', message: errorToSnackbarText(error) };
}

/**
 * The ConnectingExternal view's model for a browser wallet: the wallet is asked as the view is
 * shown, its answer kept here (declined or failed, with Retry asking again), and leaving the view
 * stops the waiting (the account no longer reads `connecting`; a wallet that approves later still
 * connects). A connection closes the modal itself.
 */
export function useConnectingExternal(connectorId: string, namespace: ChainNamespace | undefined) {
  const keyport = useKeyport('ConnectingExternalView');
  const connectors = useKeyportValue(keyport, getConnectors, watchConnectors);
  const connector = connectors.find(
    (candidate) =>
      candidate.id === connectorId && (namespace === undefined || candidate.namespace === namespace),
  );
  const [attempt, setAttempt] = useState(CONNECTING);
  /** Each Retry asks the wallet again. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    const waiting = new AbortController();
    connect(keyport, {
      connector: connectorId,
      ...(namespace === undefined ? {} : { namespace }),
      signal: waiting.signal,
    }).catch((error: unknown) => {
      if (!waiting.signal.aborted) setAttempt(endedAttempt(error));
    });
    return () => waiting.abort();
  }, [keyport, connectorId, namespace, round]);

  const retry = useCallback((): void => {
    setAttempt(CONNECTING);
    setRound((count) => count + 1);
  }, []);

  return { connector, attempt, retry };
}
