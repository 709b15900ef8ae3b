import { inject, injectable, optional } from 'inversify';
import { distinctUntilChanged, map, type Observable, Subject, Subscription } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { UnauthorizedWalletRequestError } from '../../domain/errors/WalletRequestErrors';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { WalletSession } from '../connection/WalletSession';
import { ConnectorStore } from '../connector/ConnectorStore';
import { type ChainAdapterEvent, type ConnectedAccount } from '../ports/ChainAdapter';
import {
  WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '../ports/WalletConnectClient';
import {
  type WalletConnectSessionProvider,
  WalletConnectSessionProviders,
} from '../ports/WalletConnectSessionProviders';
import { TypedStorage } from '../storage/TypedStorage';
import { sessionChains } from './sessionAccounts';
import {
  sessionConnector,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from './walletConnectConnector';

/** A namespace connected through the session: its connector (with the provider) and its account. */
export interface AttachedNamespace {
  readonly connector: Connector;
  readonly account: ConnectedAccount;
}

/**
 * The namespaces a session connects: EVM, whose wallets speak EIP-1193 like the session's
 * provider. Other namespaces join when their adapters can take a session provider.
 */
const SESSION_NAMESPACES: readonly ChainNamespace[] = ['eip155'];

/** Only a page with a session needs this code: it loads then, not with the page. */
const loadSessionRuntime = () =>
  import(/* webpackChunkName: "keyport-walletconnect-session" */ './sessionRuntime');

interface LiveSession {
  readonly session: WalletConnectSession;
  readonly providers: ReadonlyMap<ChainNamespace, WalletConnectSessionProvider>;
}

/**
 * The WalletConnect session Keyport holds, turned into connectors the chain adapters use like any
 * wallet: attached after pairing, re-attached on reload, and kept in step with the phone wallet
 * (its chain and account changes, its ending the session). Without a WalletConnect client (no
 * project id) there is no WalletConnect connector at all.
 */
@injectable()
export class WalletConnectSessions {
  /**
   * What the wallet does in a namespace no chain adapter serves (a WalletConnect-only site, SPEC
   * §2 "no adapters"): the same events an adapter would report, for the wallet-events follower.
   */
  readonly events$: Observable<ChainAdapterEvent>;
  private readonly adapterlessEvents = new Subject<ChainAdapterEvent>();
  private live: LiveSession | undefined;

  constructor(
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(WalletSession) private readonly walletSession: WalletSession,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(WalletConnectClient) @optional() private readonly client?: WalletConnectClient,
    @inject(WalletConnectSessionProviders)
    @optional()
    private readonly providers?: WalletConnectSessionProviders,
  ) {
    this.events$ = this.adapterlessEvents.asObservable();
  }

  /**
   * Whether WalletConnect can be used here: a client is bound (the host gave a project id), with
   * the deployment's session providers beside it, and an adapter to connect through.
   */
  get available(): boolean {
    return this.client !== undefined && this.providers !== undefined && this.sessionNamespaces().length > 0;
  }

  /** Offers the WalletConnect connector and follows the wallet's session events until unsubscribed. */
  start(): Subscription {
    const subscription = new Subscription();
    const client = this.client;
    if (client === undefined || !this.available) return subscription;
    for (const namespace of this.sessionNamespaces()) this.putConnector(walletConnectConnector(namespace));
    subscription.add(
      client.events$.subscribe({
        next: (event) => this.follow(event),
        // A broken event stream ends the wallet's events; it must not take the page down.
        error: () => undefined,
      }),
    );
    // Keyport's own disconnect clears the topic: the session's connectors go back to the plain one.
    subscription.add(
      this.connection
        .select((state) => state.wcSessionTopic)
        .pipe(
          map((topic) => topic === undefined),
          distinctUntilChanged(),
        )
        .subscribe((cleared) => {
          if (cleared) this.release();
        }),
    );
    return subscription;
  }

  /**
   * Connects every namespace the wallet approved through the chain adapters, as the session's
   * connectors; resolves with each namespace's account. `pickedImageUrl` is the explorer image of
   * the wallet the visitor chose, shown rather than the icon the wallet sends.
   */
  async attach(session: WalletConnectSession, pickedImageUrl?: string): Promise<AttachedNamespace[]> {
    const attached = await this.connectSession(session, pickedImageUrl);
    // A session approving none of the host's networks connects nothing Keyport can show.
    if (attached.length === 0) throw new UnauthorizedWalletRequestError();
    const results: AttachedNamespace[] = [];
    for (const { namespace, connector, network } of attached) {
      const adapter = this.adapters.find(namespace);
      const account = adapter
        ? await adapter.connect(connector, network)
        : (await loadSessionRuntime()).sessionAccount(session, network);
      // A wallet that approved a chain but shares no account on it has not authorized this site.
      if (account === undefined) throw new UnauthorizedWalletRequestError();
      results.push({ connector, account });
    }
    return results;
  }

  /** Reload: the stored session of `namespace`, if the wallet kept it alive, re-attached silently. */
  async reattach(namespace: ChainNamespace): Promise<AttachedNamespace | undefined> {
    const client = this.client;
    if (client === undefined || this.providers === undefined) return undefined;
    const session = this.live?.session ?? (await client.restore());
    if (session === undefined) return undefined;
    const entry =
      (this.live?.session.topic === session.topic ? this.existing(namespace) : undefined) ??
      (await this.connectSession(session, undefined)).find((candidate) => candidate.namespace === namespace);
    if (entry === undefined) return undefined;
    const adapter = this.adapters.find(namespace);
    const account = adapter
      ? await adapter.reconnect(entry.connector, entry.network)
      : (await loadSessionRuntime()).sessionAccount(session, entry.network);
    return account && { connector: entry.connector, account };
  }

  private async connectSession(
    session: WalletConnectSession,
    pickedImageUrl: string | undefined,
  ): Promise<{ namespace: ChainNamespace; connector: Connector; network: CaipNetwork }[]> {
    const { reportAdapterless } = await loadSessionRuntime();
    // Both are bound when a session can exist (`available`).
    const client = this.client as WalletConnectClient;
    const factory = this.providers as WalletConnectSessionProviders;
    const providers = new Map<ChainNamespace, WalletConnectSessionProvider>();
    const entries: { namespace: ChainNamespace; connector: Connector; network: CaipNetwork }[] = [];
    for (const namespace of this.sessionNamespaces()) {
      const network = this.startingNetwork(namespace, sessionChains(session.accounts, namespace));
      if (network === undefined) continue;
      const provider = await factory.create(client, session, network.caipNetworkId);
      providers.set(namespace, provider);
      if (this.adapters.find(namespace) === undefined) {
        reportAdapterless(namespace, provider, (event) => this.adapterlessEvents.next(event));
      }
      const connector = sessionConnector(namespace, session, provider, pickedImageUrl);
      this.putConnector(connector);
      entries.push({ namespace, connector, network });
    }
    this.live = { session, providers };
    this.connection.set({ wcSessionTopic: session.topic });
    return entries;
  }

  private existing(
    namespace: ChainNamespace,
  ): { namespace: ChainNamespace; connector: Connector; network: CaipNetwork } | undefined {
    const connector = this.connectors
      .get()
      .connectors.find((c) => c.chain === namespace && c.id === WALLET_CONNECT_CONNECTOR_ID);
    const provider = this.live?.providers.get(namespace);
    const network = provider && this.networkById(provider.currentChainId);
    return connector && network && { namespace, connector, network };
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
      this.storage.read(KEYPORT_STORAGE.activeCaipNetworkId),
      this.walletSession.networkOf(namespace).caipNetworkId,
    ];
    const chosen = preferred.find((id) => id !== undefined && approved.includes(id)) ?? approved[0];
    return chosen === undefined ? undefined : this.networkById(chosen);
  }

  private networkById(caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
    return this.chains.allNetworks().find((network) => network.caipNetworkId === caipNetworkId);
  }

  private follow(event: WalletConnectEvent): void {
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
        this.connection.set({ wcSessionTopic: undefined });
        for (const provider of live.providers.values()) provider.ended();
        return;
    }
  }

  /** The session is over: each namespace's connector becomes the plain WalletConnect one again. */
  private release(): void {
    const live = this.live;
    if (live === undefined) return;
    this.live = undefined;
    for (const namespace of live.providers.keys()) this.putConnector(walletConnectConnector(namespace));
  }

  /**
   * With chain adapters, the namespaces one of them serves; without any (a WalletConnect-only
   * site), every session namespace, connected from the session alone.
   */
  private sessionNamespaces(): ChainNamespace[] {
    if (!this.adapters.any) return [...SESSION_NAMESPACES];
    return SESSION_NAMESPACES.filter((namespace) => this.adapters.find(namespace) !== undefined);
  }

  private putConnector(connector: Connector): void {
    this.connectors.update((state) => ({
      ...state,
      connectors: [
        ...state.connectors.filter((c) => !(c.chain === connector.chain && c.id === connector.id)),
        connector,
      ],
    }));
  }
}
