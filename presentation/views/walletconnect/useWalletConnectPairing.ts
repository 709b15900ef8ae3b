import { useCallback, useEffect } from 'react';
import { getPairing } from '../../../application/instance/actions/getPairing';
import { pairWalletConnect } from '../../../application/instance/actions/pairWalletConnect';
import { retryPairing } from '../../../application/instance/actions/retryPairing';
import { watchPairing } from '../../../application/instance/actions/watchPairing';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/** A pairing that could not be made shows why from its own state; only a destroyed instance refuses besides. */
const shownByThePairing = (): undefined => undefined;

/**
 * The pairing a WalletConnect view shows: started (or the live one kept) while the view is on
 * screen and renewed meanwhile, left when it goes; the uri and any failure as they change, and
 * "Try again". Nothing starts when WalletConnect is not set up (`available` false).
 */
export function useWalletConnectPairing(consumerName: string, walletId: string | undefined) {
  const keyport = useKeyport(consumerName);
  const { available, uri, failure } = useKeyportValue(keyport, getPairing, watchPairing);

  useEffect(() => {
    if (!available) return undefined;
    const shown = new AbortController();
    pairWalletConnect(keyport, {
      ...(walletId === undefined ? {} : { walletId }),
      renewUntil: shown.signal,
    }).catch(shownByThePairing);
    return () => shown.abort();
  }, [keyport, walletId, available]);

  const retry = useCallback(() => void retryPairing(keyport).catch(shownByThePairing), [keyport]);
  return { available, uri, failure, retry };
}
