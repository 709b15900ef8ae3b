import { inject, injectable, optional } from 'inversify';
import { distinctUntilChanged, map, type Observable, Subject, Subscription } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { UnauthorizedWalletRequestError } from '../../domain/errors/WalletRequestErrors';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { WalletSession } from '../connection/WalletSession';
import { ConnectorStore } from '../connector/ConnectorStore';
import { type ChainAdapterEvent, type ConnectedAccount } from '../ports/ChainAdapter';
import { WalletConnectClient, type WalletConnectSession } from '../ports/WalletConnectClient';
import { WalletConnectSessionProviders } from '../ports/WalletConnectSessionProviders';
import { TypedStorage } from '../storage/TypedStorage';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type SessionEntry, type SessionLink } from './SessionLink';
import { walletConnectConnector } from './walletConnectConnector';
import { withHostImage } from '../../domain/connector/withHostImage';
import { OptionsStore } from '../options/OptionsStore';

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
  /** The live session's side, loaded with the first session (its own chunk). */
  private link: SessionLink | undefined;

  constructor(
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(WalletSession) private readonly walletSession: WalletSession,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(OptionsStore) private readonly options: OptionsStore,
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

  /** Whether the visitor left this page for a wallet's app with a pairing (`WalletConnectService.resume`). */
  leftWithPairing(): boolean {
    return this.available && this.storage.read(KEYPORT_STORAGE.walletConnectPendingPairing) !== undefined;
  }

  /** Offers the WalletConnect connector and follows the wallet's session events until unsubscribed. */
  start(): Subscription {
    const subscription = new Subscription();
    const client = this.client;
    if (client === undefined || !this.available) return subscription;
    this.putPlainConnectors(this.sessionNamespaces());
    subscription.add(
      client.events$.subscribe({
        // Only a live session has events to follow, and its link is loaded by then.
        next: (event) => this.link?.follow(event),
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
    const session = this.link?.session ?? (await client.restore());
    if (session === undefined) return undefined;
    const link = await this.sessionLink();
    const entry =
      (link.topic === session.topic ? link.existing(namespace) : undefined) ??
      (await link.connect(session, undefined)).find((candidate) => candidate.namespace === namespace);
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
  ): Promise<SessionEntry[]> {
    return (await this.sessionLink()).connect(session, pickedImageUrl);
  }

  /** The live session's side: its code loads with the first session. */
  private async sessionLink(): Promise<SessionLink> {
    if (this.link !== undefined) return this.link;
    const { SessionLink } = await loadSessionRuntime();
    this.link ??= new SessionLink({
      connectors: this.connectors,
      connection: this.connection,
      chains: this.chains,
      adapters: this.adapters,
      walletSession: this.walletSession,
      storage: this.storage,
      // Both are bound when a session can exist (`available`).
      client: this.client as WalletConnectClient,
      providers: this.providers as WalletConnectSessionProviders,
      adapterlessEvents: this.adapterlessEvents,
      sessionNamespaces: () => this.sessionNamespaces(),
      putConnector: (connector) => this.putConnector(connector),
    });
    return this.link;
  }

  /** The session is over: each namespace's connector becomes the plain WalletConnect one again. */
  private release(): void {
    this.putPlainConnectors(this.link?.end() ?? []);
  }

  /** The WalletConnect entry of each namespace, with the host's image for it (`connectorImages`). */
  private putPlainConnectors(namespaces: readonly ChainNamespace[]): void {
    const images = this.options.get().connectorImages;
    for (const namespace of namespaces)
      this.putConnector(withHostImage(walletConnectConnector(namespace), images));
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
