import { injectable } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { Store } from '../state/Store';

export interface ConnectorStoreState {
  /** Every connector the adapters discovered, and WalletConnect's when it is available. */
  readonly connectors: readonly Connector[];
  /** SPEC §3 storage "connected connector id per namespace": the one each namespace is connected with. */
  readonly connectedConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>;
}

@injectable()
export class ConnectorStore extends Store<ConnectorStoreState> {
  constructor() {
    super({ connectors: [], connectedConnectorIds: {} });
  }

  connectedConnector(namespace: ChainNamespace): Connector | undefined {
    const id = this.get().connectedConnectorIds[namespace];
    return this.get().connectors.find((c) => c.id === id && c.chain === namespace);
  }
}
