import { type SignClientSettings } from './SignClientSettings';
import { type SignClientWalletConnect } from './SignClientWalletConnect';

/**
 * Loads the sign-client's code (a chunk of its own, `keyport-walletconnect`) and starts it. This
 * file is all a page carries up front; the SDK arrives with the first WalletConnect use.
 */
export async function loadSignClientWalletConnect(
  settings: SignClientSettings,
): Promise<SignClientWalletConnect> {
  const { startSignClientWalletConnect } = await import(
    /* webpackChunkName: "keyport-walletconnect" */ './startSignClientWalletConnect'
  );
  return startSignClientWalletConnect(settings);
}
