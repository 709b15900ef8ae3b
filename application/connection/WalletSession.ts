import { inject, injectable } from 'inversify';
import { type WalletAccount } from '../../domain/account/AccountState';
import { type ConnectionStatus } from '../../domain/account/ConnectionStatus';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import {
  type ConnectionEvent,
  reduceConnectionStatus,
} from '../../domain/connection/ConnectionStatusReducer';
import { toCaipAddress } from '../../domain/address/parseCaipAddress';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { AccountStore } from '../account/AccountStore';
import { ChainStore } from '../chain/ChainStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { NetworkService } from '../network/NetworkService';
import { OptionsStore } from '../options/OptionsStore';
import { type ConnectedAccount } from '../ports/ChainAdapter';
import { TypedStorage } from '../storage/TypedStorage';
import { AccountDetails } from './AccountDetails';
import { addressExplorerUrl, networkForChain } from './networkForChain';

/**
 * The record of a namespace's wallet connection, shared by a connect the visitor makes and a
 * connection restored on reload: the account, the connector it went through, what is stored for
 * the next visit, and the network the wallet is on.
 */
@injectable()
export class WalletSession {
  constructor(
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(AccountDetails) private readonly details: AccountDetails,
  ) {}

  /**
   * The network a wallet of `namespace` is asked to connect on: the namespace's active network,
   * else its first configured one, else the default network.
   */
  networkOf(namespace: ChainNamespace): CaipNetwork {
    return (
      this.chains.networkState(namespace)?.caipNetwork ??
      this.chains.get().chains[namespace]?.caipNetworks[0] ??
      this.options.get().defaultNetwork
    );
  }

  /** SPEC §4: moves the account's connection status by the domain's transitions. */
  moveStatus(namespace: ChainNamespace, event: ConnectionEvent): void {
    this.accounts.patchAccount(namespace, { status: this.nextStatus(namespace, event) });
  }

  /**
   * Records a wallet that has connected through `connector`: the account connected, the connector
   * remembered for the namespace (in state and storage), the namespace made active, and, when the
   * wallet sits on another network than the active one, that network applied (SPEC §4: it shows
   * UnsupportedChain when the host did not request it). The balance and identity follow on their
   * own; nothing here waits for them.
   */
  establish(connector: Connector, connected: ConnectedAccount): void {
    const namespace = connector.chain;
    const network = networkForChain(namespace, connected.chainId, this.chains.allNetworks());
    const { address } = connected;
    this.accounts.patchAccount(namespace, {
      status: this.nextStatus(namespace, 'connect-succeeded'),
      address,
      caipAddress: toCaipAddress(network.caipNetworkId, address),
      allAccounts: connected.accounts.map((account): WalletAccount => ({
        namespace,
        address: account.address,
        type: account.type,
      })),
      connectedWalletInfo: {
        name: connector.name,
        type: connector.type,
        ...(connector.imageUrl === undefined ? {} : { icon: connector.imageUrl }),
      },
      addressExplorerUrl: addressExplorerUrl(network, address),
      // What was shown for an earlier wallet belongs to that wallet.
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
    });
    this.connectors.update((state) => ({
      ...state,
      connectedConnectorIds: { ...state.connectedConnectorIds, [namespace]: connector.id },
    }));
    this.remember(namespace, connector.id);
    if (this.chains.get().activeCaipNetwork?.caipNetworkId !== network.caipNetworkId) {
      this.networks.applySwitch(network);
    }
    void this.details.load(namespace, address, network);
  }

  /** Forgets what storage holds of a namespace's connection, so the next visit does not try it again. */
  forgetStored(namespace: ChainNamespace): void {
    this.storage.remove(connectedConnectorIdEntry(namespace));
    const remaining = (this.storage.read(KEYPORT_STORAGE.connectedNamespaces) ?? []).filter(
      (stored) => stored !== namespace,
    );
    if (remaining.length > 0) {
      this.storage.write(KEYPORT_STORAGE.connectedNamespaces, remaining);
      return;
    }
    this.storage.remove(KEYPORT_STORAGE.connectedNamespaces);
    this.storage.write(KEYPORT_STORAGE.connectionStatus, 'disconnected');
  }

  private nextStatus(namespace: ChainNamespace, event: ConnectionEvent): ConnectionStatus {
    return reduceConnectionStatus(this.accounts.account(namespace).status ?? 'disconnected', event);
  }

  /** SPEC §3 storage: what the next visit needs to restore this connection. */
  private remember(namespace: ChainNamespace, connectorId: string): void {
    const stored = this.storage.read(KEYPORT_STORAGE.connectedNamespaces) ?? [];
    this.storage.write(connectedConnectorIdEntry(namespace), connectorId);
    this.storage.write(
      KEYPORT_STORAGE.connectedNamespaces,
      stored.includes(namespace) ? stored : [...stored, namespace],
    );
    this.storage.write(KEYPORT_STORAGE.connectionStatus, 'connected');
    this.storage.write(KEYPORT_STORAGE.activeNamespace, namespace);
  }
}
