import { ContainerModule, type interfaces } from 'inversify';
import { Subscription } from 'rxjs';
import { type KeyportFeature } from '../features/KeyportFeature';
import { WalletConnectService } from './WalletConnectService';

/**
 * WalletConnect pairing (the `wc:` uri, its renewal, the approved session made a connection):
 * enabled by the WalletConnect views, or by `Keyport.pairWalletConnect` for a host that pairs
 * headless, so it loads with them rather than before the first click. A session stored from an
 * earlier visit needs none of it: `WalletConnectSessions` restores that.
 */
export const walletConnectPairingFeature: KeyportFeature = {
  name: 'walletconnect-pairing',
  module: new ContainerModule((bind) => {
    bind(WalletConnectService).toSelf().inSingletonScope();
  }),
  start: (container) => {
    const pairing = container.get(WalletConnectService);
    // A uri still shown when the core ends is no longer renewed, and no approval is waited for.
    return new Subscription(() => pairing.end());
  },
};

/** The pairing use case of a core this feature is enabled on. */
export function walletConnectPairingOf(container: interfaces.Container): WalletConnectService {
  return container.get(WalletConnectService);
}
