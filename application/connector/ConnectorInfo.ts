import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector, type ConnectorType } from '../../domain/connector/Connector';
import { entryImageUrl, type ExplorerImage } from '../wallets/walletImages';
import { type WalletListState } from '../wallets/WalletListStore';

/**
 * A connector as a site reads it: how to name and show it and what kind it is, without the
 * wallet's provider object (the connected one's is `useAppKitProvider`'s business).
 */
export interface ConnectorInfo {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly namespace: ChainNamespace;
  /** Its announced icon, or the explorer's image of the wallet it is tied to. */
  readonly imageUrl: string | undefined;
  /** A wallet installed in this browser (injected or announced). */
  readonly installed: boolean;
  /** The explorer wallet it stands for, when known. */
  readonly explorerId: string | undefined;
  /** EIP-6963 reverse domain name, for an announced wallet. */
  readonly rdns: string | undefined;
}

export function connectorInfo(
  connector: Connector,
  lists: WalletListState,
  explorerImage: ExplorerImage,
): ConnectorInfo {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    namespace: connector.chain,
    imageUrl: entryImageUrl(connector, lists, explorerImage),
    installed: connector.installed === true,
    explorerId: connector.explorerId,
    rdns: connector.info?.rdns,
  };
}
