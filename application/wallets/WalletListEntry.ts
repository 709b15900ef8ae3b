import { type Connector } from '../../domain/connector/Connector';
import { type CustomWallet, type Wallet } from '../../domain/wallet/Wallet';

/**
 * One tile of the wallet lists, as the sections hand it out: a connector the adapters found, an
 * explorer wallet, or one of the host's custom wallets.
 */
export type WalletListEntry = Connector | Wallet | CustomWallet;

/** Whether a tile is a connector: only connectors carry a connector type and a namespace. */
export function isConnectorEntry(entry: WalletListEntry): entry is Connector {
  return 'type' in entry && 'chain' in entry;
}
