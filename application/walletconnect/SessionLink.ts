import { type Subject } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type ChainAdapters } from '../chain/ChainAdapters';
import { type ChainStore } from '../chain/ChainStore';
import { type ConnectionStore } from '../connection/ConnectionStore';
import { type WalletSession } from '../connection/WalletSession';
import { type ConnectorStore } from '../connector/ConnectorStore';
import { type ChainAdapterEvent } from '../ports/ChainAdapter';
import {
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '../ports/WalletConnectClient';
import {
  type WalletConnectSessionProvider,
  type WalletConnectSessionProviders,
} from '../ports/WalletConnectSessionProviders';
import { type TypedStorage } from '../storage/TypedStorage';
import { reportAdapterless } from './reportAdapterless';
import { sessionChains } from './sessionAccounts';
import { sessionConnector, WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnector';

/** A namespace of the live session: the connector the chain adapter uses, and where it starts. */
export interface SessionEntry {
  readonly namespace: ChainNamespace;
  readonly connector: Connector;
  readonly network: CaipNetwork;
}

/** What the link works with: the instance's stores and ports, and how `WalletConnectSessions` lists connectors. */
export interface SessionLinkContext {
  readonly connectors: ConnectorStore;
  readonly connection: ConnectionStore;
  readonly chains: ChainStore;
  readonly adapters: ChainAdapters;
  readonly walletSession: WalletSession;
  readonly storage: TypedStorage;
  readonly client: WalletConnectClient;
  readonly providers: WalletConnectSessionProviders;
  readonly adapterlessEvents: Subject<ChainAdapterEvent>;
  sessionNamespaces(): ChainNamespace[];
  putConnector(connector: Connector): void;
}

interface LiveSession {
  readonly session: WalletConnectSession;
  readonly providers: ReadonlyMap<ChainNamespace, WalletConnectSessionProvider>;
}

/**
 * The live WalletConnect session's side of `WalletConnectSessions`: its providers made, its
 * connectors listed, the wallet's chain and account changes passed on, its end noticed. Only a
 * page with a session needs it, so it loads then (chunk `keyport-walletconnect-session`), not with
 * the page.
 */
export class SessionLink {
  private live: LiveSession | undefined;

  constructor(private readonly context: SessionLinkContext) {}

  /** The session's topic, while one is live. */
  get topic(): string | undefined {
    return this.live?.session.topic;
  }

  /** The live session, if any. */
  get session(): WalletConnectSession | undefined {
    return this.live?.session;
  }

  /** Makes the session's providers and connectors, one per namespace it can connect. */
  async connect(session: WalletConnectSession, pickedImageUrl: string | undefined): Promise<SessionEntry[]> {
    const { context } = this;
    const providers = new Map<ChainNamespace, WalletConnectSessionProvider>();
    const entries: SessionEntry[] = [];
    for (const namespace of context.sessionNamespaces()) {
      const network = this.startingNetwork(namespace, sessionChains(session.accounts, namespace));
      if (network === undefined) continue;
      const provider = await context.providers.create(context.client, session, network.caipNetworkId);
      providers.set(namespace, provider);
      if (context.adapters.find(namespace) === undefined) {
        reportAdapterless(namespace, provider, (event) => context.adapterlessEvents.next(event));
      }
      const connector = sessionConnector(namespace, session, provider, pickedImageUrl);
      context.putConnector(connector);
      entries.push({ namespace, connector, network });
    }
    this.live = { session, providers };
    context.connection.set({ wcSessionTopic: session.topic });
    return entries;
  }

  /** The namespace's entry of the live session, where its provider now is. */
  existing(namespace: ChainNamespace): SessionEntry | undefined {
    const connector = this.context.connectors
      .get()
      .connectors.find((c) => c.chain === namespace && c.id === WALLET_CONNECT_CONNECTOR_ID);
    const provider = this.live?.providers.get(namespace);
    const network = provider && this.networkById(provider.currentChainId);
    return connector && network && { namespace, connector, network };
  }

  /** The wallet's own moves on the live session, passed to its providers. */
  follow(event: WalletConnectEvent): void {
    const live = this.live;
    if (live === undefined || event.topic !== live.session.topic) return;
    switch (event.type) {
      case 'chainChanged': {
        const namespace = event.chainId.slice(0, event.chainId.indexOf(':')) as ChainNamespace;
        live.providers.get(namespace)?.chainChanged(event.chainId);
        return;
      }
      case 'accountsChanged':
        for (const provider of live.providers.values()) provider.accountsChanged(event.accounts);
        return;
      case 'sessionDeleted':
        // The wallet ended it: nothing is left to end, so Keyport's disconnect must not try.
        this.context.connection.set({ wcSessionTopic: undefined });
        for (const provider of live.providers.values()) provider.ended();
        return;
    }
  }

  /** The session is over: the namespaces it connected, whose connectors go back to the plain one. */
  end(): ChainNamespace[] {
    const live = this.live;
    this.live = undefined;
    return live === undefined ? [] : [...live.providers.keys()];
  }

  /**
   * The network a session starts on in a namespace: the one the visitor last used or has active,
   * when the wallet approved it, else the wallet's first approved chain the host configured.
   */
  private startingNetwork(
    namespace: ChainNamespace,
    approved: readonly CaipNetworkId[],
  ): CaipNetwork | undefined {
    const preferred = [
      this.context.storage.read(KEYPORT_STORAGE.activeCaipNetworkId),
      this.context.walletSession.networkOf(namespace).caipNetworkId,
    ];
    const chosen = preferred.find((id) => id !== undefined && approved.includes(id)) ?? approved[0];
    return chosen === undefined ? undefined : this.networkById(chosen);
  }

  private networkById(caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
    return this.context.chains.allNetworks().find((network) => network.caipNetworkId === caipNetworkId);
  }
}
