import { type ChainNamespace } from '../../domain/chain/ChainNamespace';

/**
 * Where picking a wallet of a list leads (REFERENCE §7): an installed wallet connects through its
 * connector; another is reached by WalletConnect (its QR code and links), or, where WalletConnect
 * is not available, the visitor is told where to get it.
 */
export type WalletChoice =
  | { readonly via: 'browser'; readonly connectorId: string; readonly namespace: ChainNamespace }
  /** `walletId`: the explorer or custom wallet picked; none for the WalletConnect entry itself. */
  | { readonly via: 'walletConnect'; readonly walletId: string | undefined }
  | { readonly via: 'notInstalled'; readonly walletId: string };
