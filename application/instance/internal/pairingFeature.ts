import { KeyportContainer } from '../../features/KeyportFeature';
import { type WalletConnectService } from '../../walletconnect/WalletConnectService';
import { runtimeWith } from './runtime';

/**
 * The WalletConnect pairing use case of `keyport`, its feature loaded and enabled first. Its code
 * is fetched with the WalletConnect views (their chunk's name; the build puts what it shares with
 * the instance's own headless pairing into one chunk of its own), and only reached through this
 * import, so an action that may pair carries none of it until it does.
 */
export async function pairingOf(keyport: object, action: string): Promise<WalletConnectService> {
  const loaded = await import(
    /* webpackChunkName: "keyport-views-walletconnect" */ '../../walletconnect/walletConnectPairingFeature'
  );
  const runtime = await runtimeWith(keyport, action, () =>
    Promise.resolve(loaded.walletConnectPairingFeature),
  );
  return loaded.walletConnectPairingOf(runtime.get(KeyportContainer));
}
