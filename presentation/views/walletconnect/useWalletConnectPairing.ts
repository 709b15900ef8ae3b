import { useEffect } from 'react';
import { ConnectionStore } from '../../../application/connection/ConnectionStore';
import { walletConnectPairingFeature } from '../../../application/walletconnect/walletConnectPairingFeature';
import { WalletConnectService } from '../../../application/walletconnect/WalletConnectService';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';

/**
 * The pairing a WalletConnect view shows: started (or the live one kept) while the view is on
 * screen, left when it goes; the uri and any failure as they change. Nothing starts when
 * WalletConnect is not set up (`available` false).
 */
export function useWalletConnectPairing(walletId: string | undefined) {
  const app = useKeyportApp('ConnectingWalletConnectView');
  app.core.enable(walletConnectPairingFeature);
  const service = app.resolve(WalletConnectService);
  const { wcUri, wcFailure } = useStoreState(app.resolve(ConnectionStore));
  useEffect(() => {
    if (!service.available) return undefined;
    void service.pair(walletId);
    return () => service.leave();
  }, [service, walletId]);
  return { service, available: service.available, uri: wcUri, failure: wcFailure };
}
