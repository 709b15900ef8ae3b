import { type ConnectorType } from '../connector/Connector';

/**
 * How a wallet is reached, as CONNECT_SUCCESS's `method` and SELECT_WALLET's `platform` say it
 * (AppKit's words): through its extension in this browser (`browser`), or through WalletConnect,
 * by its app on this phone (`mobile`) or by the QR code elsewhere (`qrcode`).
 */
export type ConnectMethod = 'browser' | 'mobile' | 'qrcode';

export function connectMethod(type: ConnectorType, isMobile: boolean): ConnectMethod {
  if (type !== 'WALLET_CONNECT') return 'browser';
  return isMobile ? 'mobile' : 'qrcode';
}
