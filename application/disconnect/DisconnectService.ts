import { inject, injectable, optional } from 'inversify';
import { type ChainNamespace, isChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import {
  type ConnectedConnectorByNamespace,
  clearsSiwxSessions,
  namespacesToDisconnect,
} from '../../domain/disconnect/DisconnectScope';
import { ChainAdapterNotFoundError } from '../../domain/errors/ClientSetupErrors';
import { ChainDisconnectFailedError, DisconnectFailedError } from '../../domain/errors/DisconnectErrors';
import { type KeyportError } from '../../domain/errors/KeyportError';
import { initialNetworkState } from '../../domain/network/ChainState';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { AccountStore } from '../account/AccountStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { EventsService } from '../events/EventsService';
import { NetworkService } from '../network/NetworkService';
import { WalletConnectClient } from '../ports/WalletConnectClient';
import { SiwxStore } from '../siwx/SiwxStore';
import { SnackbarService } from '../snackbar/SnackbarService';
import { TypedStorage } from '../storage/TypedStorage';

export type DisconnectResult =
  | { readonly ok: true; readonly namespaces: readonly ChainNamespace[] }
  | {
      readonly ok: false;
      readonly namespaces: readonly ChainNamespace[];
      readonly errors: readonly KeyportError[];
    };

/**
 * SPEC §4 disconnect. A visitor who asks to disconnect is disconnected here whatever the wallet
 * answers: every targeted namespace's account and network data is reset even when its wallet
 * failed to acknowledge, and the failure is reported (snackbar, DISCONNECT_ERROR) rather than
 * leaving a half-connected modal.
 */
@injectable()
export class DisconnectService {
  constructor(
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(SiwxStore) private readonly siwx: SiwxStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(SnackbarService) private readonly snackbar: SnackbarService,
    @inject(EventsService) private readonly events: EventsService,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(WalletConnectClient) @optional() private readonly walletConnect?: WalletConnectClient,
  ) {}

  /**
   * Disconnects `namespace` and the namespaces sharing its session, or every namespace. Rejects
   * with SPEC §8 "Chain adapter not found", changing nothing, for a namespace this site cannot
   * hold a wallet in (not one Keyport knows, or one with neither an adapter nor a network): a
   * host's typo must not read as a disconnect that succeeded.
   */
  async disconnect(namespace?: ChainNamespace): Promise<DisconnectResult> {
    if (namespace !== undefined && !this.canHoldWallet(namespace)) {
      throw new ChainAdapterNotFoundError({
        details: `disconnect(${JSON.stringify(namespace)}): this site has no adapter and no network in that namespace`,
      });
    }
    const connected = this.connectedConnectors();
    const targets = namespacesToDisconnect(namespace, connected);
    const errors: KeyportError[] = [];
    let walletConnectDone = false;

    for (const target of targets) {
      const connector = connected[target];
      // SPEC §4: the SIWX sessions go first, before the session they were signed through.
      if (connector !== undefined && clearsSiwxSessions(connector.type)) this.siwx.set({ sessions: [] });
      if (connector?.type === 'WALLET_CONNECT') {
        // One session serves every namespace it approved: end it once, forget each namespace.
        if (!walletConnectDone) {
          walletConnectDone = true;
          const failure = await this.disconnectWalletConnect();
          if (failure) errors.push(failure);
        }
        // The adapter lets go of the session's provider, which has nothing of its own to revoke.
        await this.adapters
          .find(target)
          ?.disconnect()
          .catch(() => undefined);
      } else if (connector) {
        const adapter = this.adapters.find(target);
        try {
          await adapter?.disconnect();
        } catch (cause) {
          errors.push(new ChainDisconnectFailedError(target, cause));
        }
      }
      this.forget(target);
      this.networks.leaveUnconfiguredNetwork(target);
    }
    this.storage.remove(KEYPORT_STORAGE.connectedSocial);
    this.rememberConnectedNamespaces();

    const [firstError] = errors;
    if (firstError) {
      this.snackbar.showError(firstError);
      await this.events.publish('DISCONNECT_ERROR', { message: firstError.shortMessage });
      return { ok: false, namespaces: targets, errors };
    }
    await this.events.publish('DISCONNECT_SUCCESS', { namespaces: targets });
    return { ok: true, namespaces: targets };
  }

  /** Clears the pairing state and ends the live session, if there is one. */
  private async disconnectWalletConnect(): Promise<KeyportError | undefined> {
    const topic = this.connection.get().wcSessionTopic;
    this.connection.set({
      wcUri: undefined,
      wcUriSetAt: undefined,
      wcFailure: undefined,
      wcSessionTopic: undefined,
    });
    if (topic === undefined || this.walletConnect === undefined) return undefined;
    try {
      await this.walletConnect.disconnect(topic);
      return undefined;
    } catch (cause) {
      return new DisconnectFailedError({ cause });
    }
  }

  /** Whether a wallet can be connected in `namespace` here: through its adapter, or WalletConnect on its networks. */
  private canHoldWallet(namespace: unknown): boolean {
    if (!isChainNamespace(namespace)) return false;
    return (
      this.adapters.find(namespace) !== undefined ||
      this.chains.get().chains[namespace] !== undefined ||
      this.connectors.get().connectedConnectorIds[namespace] !== undefined
    );
  }

  /**
   * The connector of every namespace with a connector id. A connector not discovered yet (a
   * wallet restored from an earlier visit that has not announced itself again) still counts as
   * connected, as a wallet of its own: its namespace is disconnected through its adapter.
   */
  private connectedConnectors(): ConnectedConnectorByNamespace {
    const result: Partial<Record<ChainNamespace, Pick<Connector, 'id' | 'type'>>> = {};
    const ids = Object.entries(this.connectors.get().connectedConnectorIds) as [ChainNamespace, string][];
    for (const [namespace, id] of ids) {
      result[namespace] = this.connectors.connectedConnector(namespace) ?? { id, type: 'EXTERNAL' };
    }
    return result;
  }

  /** Resets what Keyport knew of a namespace's wallet: account, network session data, connector id. */
  private forget(namespace: ChainNamespace): void {
    this.accounts.resetAccount(namespace);
    this.chains.updateNetworkState(namespace, (state) => ({
      ...initialNetworkState(),
      caipNetwork: state.caipNetwork,
      requestedCaipNetworks: state.requestedCaipNetworks,
    }));
    this.connectors.update((state) => {
      const { [namespace]: _removed, ...rest } = state.connectedConnectorIds;
      return { ...state, connectedConnectorIds: rest };
    });
    this.storage.remove(connectedConnectorIdEntry(namespace));
  }

  private rememberConnectedNamespaces(): void {
    const remaining = Object.keys(this.connectors.get().connectedConnectorIds) as ChainNamespace[];
    if (remaining.length === 0) {
      this.storage.remove(KEYPORT_STORAGE.connectedNamespaces);
      this.storage.write(KEYPORT_STORAGE.connectionStatus, 'disconnected');
    } else {
      this.storage.write(KEYPORT_STORAGE.connectedNamespaces, remaining);
    }
  }
}
