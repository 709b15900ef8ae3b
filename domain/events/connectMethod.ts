import { type ConnectorType } from '../connector/Connector';

/**
 * How a wallet is reached, as CONNECT_SUCCESS's `method` and SELECT_WALLET's `platform` say it
 * (AppKit's words): through its extension in this browser (`browser`), or through WalletConnect,
 * by its app on this phone (`mobile`) or by the QR code elsewhere (`qrcode`).
 */
export type ConnectMethod = 'browser' | 'mobile' | 'qrcode';

/**
 * CONNECT_SUCCESS's properties besides the wallet's name, for the embedded wallet: logged in to by
 * email (`email`) or a social account (`social`, with the `provider`, Farcaster included).
 */
export type ConnectReport =
  { readonly method: 'email' } | { readonly method: 'social'; readonly provider: string };

export function connectMethod(type: ConnectorType, isMobile: boolean): ConnectMethod {
  if (type !== 'WALLET_CONNECT') return 'browser';
  return isMobile ? 'mobile' : 'qrcode';
}
