import * as E from 'fp-ts/Either';
import { inject, injectable, optional } from 'inversify';
import { filter, firstValueFrom, Subject, type Subscription, timer } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { connectionEndOf } from '../../domain/connection/ConnectionEnd';
import { WalletConnectConnectorNotFoundError } from '../../domain/errors/ClientSetupErrors';
import { KeyportDestroyedError } from '../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../domain/errors/KeyportError';
import { WalletRequestFailedError } from '../../domain/errors/WalletRequestErrors';
import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { PairingStartTimeoutError } from '../../domain/errors/PairingStartTimeoutError';
import { connectMethod } from '../../domain/events/connectMethod';
import { pairingExpiry, isPairingExpired } from '../../domain/pairing/PairingExpiry';
import { isPendingPairingLive, pairingTopicOf } from '../../domain/pairing/PendingPairing';
import { TIMING_MS } from '../../domain/constants/timing';
import { addRecentWallet } from '../../domain/storage/addRecentWallet';
import { isWalletLink } from '../../domain/link/linkRules';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type PlatformLink } from '../../domain/wallet/platformLinks';
import { type CustomWallet, type Wallet, WalletCodec } from '../../domain/wallet/Wallet';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { connectFailure } from '../connection/connectFailure';
import { WalletSession } from '../connection/WalletSession';
import { EventsService } from '../events/EventsService';
import { ModalService } from '../modal/ModalService';
import { Clock } from '../ports/Clock';
import { Environment } from '../ports/Environment';
import {
  type PairingProposal,
  WalletConnectClient,
  type WalletConnectSession,
} from '../ports/WalletConnectClient';
import { TypedStorage } from '../storage/TypedStorage';
import { PickedWallets } from '../wallets/PickedWallets';
import { WalletListStore } from '../wallets/WalletListStore';
import { WalletConnectSessions } from './WalletConnectSessions';

/** A pairing's end: the namespaces its session connected, or why it did not connect. */
type PairingOutcome = { readonly namespaces: readonly ChainNamespace[] } | { readonly error: KeyportError };

/**
 * Pairing a phone wallet by WalletConnect for the ConnectingWalletConnect views: a `wc:` uri to
 * show as a QR code or open by deep link, renewed before it expires (SPEC §4: 4 minutes, counted
 * expired within 10 s) and after a failure, and the session the wallet approves turned into a
 * connection like any other. Only the latest pairing speaks: an older one that settles is ignored.
 */
@injectable()
export class WalletConnectService {
  /** Each pairing's number; a settled pairing that is no longer the latest changes nothing. */
  private generation = 0;
  /** Whether a view shows the pairing, so an expiring uri is renewed. */
  private shown = false;
  private walletId: string | undefined;
  private renewal: Subscription | undefined;
  private pending: Promise<void> | undefined;
  /** The pairing that did not give its uri in time, if any. */
  private lateGeneration: number | undefined;
  /** How each pairing ended, for whoever waits on its approval (`pairing`). */
  private readonly outcomes = new Subject<PairingOutcome>();

  constructor(
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(WalletConnectSessions) private readonly sessions: WalletConnectSessions,
    @inject(WalletSession) private readonly walletSession: WalletSession,
    @inject(PickedWallets) private readonly picked: PickedWallets,
    @inject(WalletListStore) private readonly walletLists: WalletListStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(EventsService) private readonly events: EventsService,
    @inject(ModalService) private readonly modal: ModalService,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(Environment) private readonly environment: Environment,
    @inject(Clock) private readonly clock: Clock,
    @inject(WalletConnectClient) @optional() private readonly client?: WalletConnectClient,
  ) {}

  /** Whether WalletConnect can be used at all (a client is bound: the host gave a project id). */
  get available(): boolean {
    return this.sessions.available;
  }

  /**
   * Starts a pairing unless a live uri exists (one the visitor may be scanning right now is
   * kept). `walletId`: the explorer wallet the visitor picked, if any. `keepFresh`: the uri is
   * shown, so it is renewed before it expires and after a failure, until `leave()`.
   */
  pair(walletId?: string, keepFresh = true): Promise<void> {
    // A pairing asked for without being shown (a script) leaves a view's wallet and renewal alone.
    if (keepFresh || !this.shown) this.walletId = walletId;
    if (keepFresh) this.shown = true;
    const { wcUri, wcUriSetAt } = this.connection.get();
    if (wcUri !== undefined && !isPairingExpired(wcUriSetAt, this.clock.now())) {
      this.scheduleRenewal(wcUriSetAt as number);
      return Promise.resolve();
    }
    return this.renew();
  }

  /**
   * The uri of a live pairing, one started when there is none (see `pair`). Throws
   * `WALLET_CONNECT_CONNECTOR_NOT_FOUND` when WalletConnect is not available (no project id),
   * and the failure's text when no uri could be made (the relay could not be reached in time).
   */
  async uri(walletId?: string, keepFresh = true): Promise<string> {
    if (!this.available) throw new WalletConnectConnectorNotFoundError();
    await this.pair(walletId, keepFresh);
    const { wcUri, wcFailure } = this.connection.get();
    if (wcUri !== undefined) return wcUri;
    throw new WalletRequestFailedError(wcFailure?.status === 'failed' ? wcFailure.message : undefined);
  }

  /**
   * A pairing's uri (see `uri`) and its outcome: `approval` resolves with the namespaces the
   * approved session connected, or rejects when the wallet declined (`USER_REJECTED`), the
   * pairing failed, or the core ended. It settles with the first outcome of this pairing or of a
   * renewal of it.
   */
  async pairing(
    walletId?: string,
    keepFresh = true,
  ): Promise<{ readonly uri: string; readonly approval: Promise<readonly ChainNamespace[]> }> {
    // Listened for before the uri exists: a wallet may answer as soon as it has one.
    const approval = firstValueFrom(this.outcomes).then((outcome) => {
      if ('error' in outcome) throw outcome.error;
      return outcome.namespaces;
    });
    // A host that only shows the uri may never wait for the approval: no unhandled rejection then.
    approval.catch(() => undefined);
    return { uri: await this.uri(walletId, keepFresh), approval };
  }

  /** The visitor pressed "Try again": the failure is cleared and a fresh uri made. */
  retry(): Promise<void> {
    this.connection.set({ wcFailure: undefined });
    return this.pair(this.walletId, this.shown);
  }

  /** The view closed: the uri is no longer renewed. A wallet that approves later still connects. */
  leave(): void {
    this.shown = false;
    this.renewal?.unsubscribe();
    this.renewal = undefined;
  }

  /** The core ends: nothing is renewed any more, and whoever waits for an approval hears why. */
  end(): void {
    this.leave();
    this.outcomes.error(new KeyportDestroyedError('connect'));
  }

  /**
   * Opens a platform tab's link (the wallet's app, web app or desktop app with the pairing uri)
   * through the one checked navigation; a link that really opened is remembered for the wallet
   * (see `deepLinkOpened`). One the link rule refused is neither opened nor remembered: its
   * `UnsafeLinkError` is thrown.
   */
  openDeepLink(wallet: { readonly name: string } | undefined, link: PlatformLink): void {
    const opened = this.environment.openLink({ kind: link.kind, href: link.href, target: link.target });
    if (E.isLeft(opened)) throw opened.left;
    this.notePendingPairing();
    if (wallet !== undefined) this.deepLinkOpened({ name: wallet.name, href: link.href });
  }

  /**
   * A deep link, universal link or web-app link was opened for a wallet: it is remembered as the
   * deep-link choice (SPEC §3), and on Telegram or iOS Safari, where the page may be suspended
   * while the visitor is in the wallet, the account reads `connecting` meanwhile (SPEC §4).
   */
  deepLinkOpened(choice: { readonly name: string; readonly href: string }): void {
    // The wallet-connect library will open this link by itself for later requests: only a safe one is kept.
    if (isWalletLink(choice.href)) {
      this.storage.write(KEYPORT_STORAGE.deepLinkChoice, { name: choice.name, href: choice.href });
    }
    const namespace = this.chains.get().activeNamespace;
    if (namespace !== undefined && (this.environment.isTelegram || this.environment.isIosSafari)) {
      this.walletSession.moveStatus(namespace, 'connect-started');
    }
  }

  /**
   * SPEC §4 mobile deep link: the visitor followed a wallet's link away from this page (a phone
   * opens it in this very tab) and the page they came back to was loaded anew. The pairing they
   * left with is followed again, once a connection restored meanwhile has settled: the session the
   * wallet approved while they were away connects as if they had never left; a pairing refused,
   * expired or already used is forgotten, without a word (the visitor is not waiting on a view).
   */
  async resume(): Promise<void> {
    const pending = this.storage.read(KEYPORT_STORAGE.walletConnectPendingPairing);
    const client = this.client;
    if (pending === undefined) return;
    await firstValueFrom(this.connection.select((state) => state.reconnecting).pipe(filter((busy) => !busy)));
    const stale = !isPendingPairingLive(pending, this.clock.now());
    if (client === undefined || stale || this.connection.get().wcSessionTopic !== undefined) {
      this.forgetPendingPairing(pending.topic);
      return;
    }
    const session = await client.resumePairing(pending.topic).catch(() => undefined);
    if (session === undefined) this.forgetPendingPairing(pending.topic);
    else await this.approved(session, undefined, pending.topic);
  }

  /** The pairing shown is noted in storage as the one the visitor may be leaving the page with (see `resume`). */
  private notePendingPairing(): void {
    const { wcUri, wcUriSetAt } = this.connection.get();
    const topic = wcUri === undefined ? undefined : pairingTopicOf(wcUri);
    if (topic === undefined || wcUriSetAt === undefined) return;
    this.storage.write(KEYPORT_STORAGE.walletConnectPendingPairing, { topic, setAt: wcUriSetAt });
  }

  /** The pairing noted as left with is over (connected, refused, expired): forgotten, unless a newer one was noted. */
  private forgetPendingPairing(topic: string | undefined): void {
    if (
      topic !== undefined &&
      this.storage.read(KEYPORT_STORAGE.walletConnectPendingPairing)?.topic === topic
    ) {
      this.storage.remove(KEYPORT_STORAGE.walletConnectPendingPairing);
    }
  }

  /** One renewal at a time: a view mounting twice, or expiry meeting a retry, makes one pairing. */
  private renew(): Promise<void> {
    this.pending ??= this.propose().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /**
   * Asks the client for a new pairing. Its uri may take up to `pairingStartTimeout`; past that
   * the view says WalletConnect could not be reached (and "Try again" starts another pairing),
   * but a uri that still arrives for this pairing is shown after all.
   */
  private async propose(): Promise<void> {
    const client = this.client;
    if (client === undefined) return;
    this.generation += 1;
    const generation = this.generation;
    this.renewal?.unsubscribe();
    this.connection.set({ wcUri: undefined, wcUriSetAt: undefined });
    const proposing = client.propose(this.chains.allNetworks().map((network) => network.caipNetworkId)).then(
      (proposal) => this.proposed(generation, proposal),
      (error: unknown) => this.failed(generation, error),
    );
    await new Promise<void>((resolve) => {
      const timeout = timer(TIMING_MS.pairingStartTimeout, this.clock.scheduler).subscribe(() => {
        this.lateGeneration = generation;
        this.failed(generation, new PairingStartTimeoutError());
        resolve();
      });
      void proposing.then(() => {
        timeout.unsubscribe();
        resolve();
      });
    });
  }

  private proposed(generation: number, proposal: PairingProposal): void {
    if (generation !== this.generation) return;
    const setAt = this.clock.now();
    // A uri that comes after its pairing was said to be out of reach replaces that message; any
    // other failure shown (a wallet that declined) stays until the visitor tries again.
    const late = this.lateGeneration === generation;
    this.connection.set({
      wcUri: proposal.uri,
      wcUriSetAt: setAt,
      ...(late ? { wcFailure: undefined } : {}),
    });
    this.scheduleRenewal(setAt);
    const pickedWalletId = this.walletId;
    const topic = pairingTopicOf(proposal.uri);
    proposal.approval.then(
      (session) => this.approved(session, pickedWalletId, topic),
      (error: unknown) => {
        this.forgetPendingPairing(topic);
        this.ended(generation, error);
      },
    );
  }

  /** The pairing could not be made (or not in time): the view says why and offers Try again. */
  private failed(generation: number, error: unknown): void {
    if (generation !== this.generation || this.connection.get().wcUri !== undefined) return;
    this.connection.set({ wcFailure: { status: 'failed', message: errorToSnackbarText(error) } });
  }

  /** SPEC §4: a new uri as the old one starts to count as expired, while a view shows it. */
  private scheduleRenewal(setAt: number): void {
    this.renewal?.unsubscribe();
    if (!this.shown) return;
    const renewAt = pairingExpiry(setAt) - TIMING_MS.pairingExpiryMargin;
    this.renewal = timer(Math.max(0, renewAt - this.clock.now()), this.clock.scheduler).subscribe(() => {
      if (this.shown) void this.renew();
    });
  }

  /** The wallet said no, or the pairing failed: the view says so, and a fresh uri is made ready. */
  private ended(generation: number, error: unknown): void {
    if (generation !== this.generation) return;
    const failure = connectFailure(error);
    this.outcomes.next({ error: failure });
    this.connection.set({
      wcFailure: connectionEndOf(failure),
      wcUri: undefined,
      wcUriSetAt: undefined,
    });
    if (this.shown) void this.renew();
  }

  private async approved(
    session: WalletConnectSession,
    walletId: string | undefined,
    topic: string | undefined,
  ): Promise<void> {
    // The pairing is used up: nothing renews it, and no older one may speak any more.
    this.generation += 1;
    this.forgetPendingPairing(topic);
    this.renewal?.unsubscribe();
    this.connection.set({ wcUri: undefined, wcUriSetAt: undefined, wcFailure: undefined });
    const picked = walletId === undefined ? undefined : this.picked.get(walletId);
    let attached: Awaited<ReturnType<WalletConnectSessions['attach']>>;
    try {
      attached = await this.sessions.attach(session, picked?.imageUrl);
    } catch (error) {
      this.connection.set({ wcFailure: { status: 'failed', message: errorToSnackbarText(error) } });
      this.outcomes.next({ error: connectFailure(error) });
      return;
    }
    for (const { connector, account } of attached) this.walletSession.establish(connector, account);
    this.outcomes.next({ namespaces: attached.map(({ connector }) => connector.chain) });
    if (picked !== undefined) this.rememberRecent(picked.wallet);
    void this.events.publish('CONNECT_SUCCESS', {
      method: connectMethod('WALLET_CONNECT', this.environment.isMobile),
      name: session.peer.name,
    });
    this.modal.closeAfterConnect();
  }

  /**
   * REFERENCE §7 recent wallets: an explorer wallet connected by WalletConnect goes to the front
   * of the list (the last 2 are kept, SPEC §9), in storage and in the Connect view's list.
   */
  private rememberRecent(wallet: Wallet | CustomWallet): void {
    if (!WalletCodec.is(wallet)) return;
    const recentWallets = addRecentWallet(this.storage.read(KEYPORT_STORAGE.recentWallets) ?? [], wallet);
    this.storage.write(KEYPORT_STORAGE.recentWallets, recentWallets);
    this.walletLists.set({ recentWallets });
  }
}
