import { useCallback, useEffect, useState } from 'react';
import { connect } from '../../../application/instance/actions/connect';
import { getConnectors } from '../../../application/instance/actions/getConnectors';
import { watchConnectors } from '../../../application/instance/actions/watchConnectors';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type ConnectionEnd, connectionEndOf } from '../../../domain/connection/ConnectionEnd';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/**
 * How asking the wallet stands (SPEC §4 connection status): waiting, or how it ended (declined,
 * an earlier request still open in the wallet, or failed and why).
 */
export type ConnectingAttempt = { readonly status: 'connecting' } | ConnectionEnd;

const CONNECTING: ConnectingAttempt = { status: 'connecting' };

/**
 * The ConnectingExternal view's model for a browser wallet: the wallet is asked as the view is
 * shown, its answer kept here (declined, pending or failed, with Try again asking again), and leaving the view
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
  /** Each Try again asks the wallet again. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    const waiting = new AbortController();
    connect(keyport, {
      connector: connectorId,
      ...(namespace === undefined ? {} : { namespace }),
      signal: waiting.signal,
    }).catch((error: unknown) => {
      if (!waiting.signal.aborted) setAttempt(connectionEndOf(error));
    });
    return () => waiting.abort();
  }, [keyport, connectorId, namespace, round]);

  const retry = useCallback((): void => {
    setAttempt(CONNECTING);
    setRound((count) => count + 1);
  }, []);

  return { connector, attempt, retry };
}
