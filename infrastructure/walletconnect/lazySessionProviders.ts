import { type WalletConnectSessionProviders } from '../../application/ports/WalletConnectSessionProviders';

/**
 * Session providers whose code is fetched with the first session (the chunk the application's own
 * session code loads in), so a page that never connects by QR code does not download it.
 */
export const lazySessionProviders: WalletConnectSessionProviders = {
  async create(client, session, chainId) {
    const { WalletConnectProvider } = await import(
      /* webpackChunkName: "keyport-walletconnect-session" */ './WalletConnectProvider'
    );
    return new WalletConnectProvider(client, session, chainId);
  },
};
