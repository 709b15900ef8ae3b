import { type KeyportFeature } from '../../features/KeyportFeature';

/**
 * WalletConnect pairing, fetched with the WalletConnect views (their chunk's name); the build puts
 * what it shares with the instance's own headless pairing into one chunk of its own.
 */
export const loadPairingFeature = (): Promise<KeyportFeature> =>
  import(
    /* webpackChunkName: "keyport-views-walletconnect" */ '../../walletconnect/walletConnectPairingFeature'
  ).then((loaded) => loaded.walletConnectPairingFeature);
