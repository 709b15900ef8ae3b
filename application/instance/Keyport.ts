import { type WalletConnectService } from '../walletconnect/WalletConnectService';
import * as E from 'fp-ts/Either';
import { inject, injectable, type interfaces, optional } from 'inversify';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  map,
  type Observable,
  type Subscription,
} from 'rxjs';
import { toPublicAccount, type PublicAccount } from '../../domain/account/PublicAccount';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Alert } from '../../domain/errors/Alerts';
import { WalletConnectConnectorNotFoundError } from '../../domain/errors/ClientSetupErrors';
import { KeyportDestroyedError } from '../../domain/errors/KeyportDestroyedError';
import { WalletRequestFailedError } from '../../domain/errors/WalletRequestErrors';
import { type KeyportEvent } from '../../domain/events/KeyportEvent';
import { isLoading } from '../../domain/modal/ModalState';
import { type CaipNetwork, type CaipNetworkId, type NetworkInput } from '../../domain/network/CaipNetwork';
import { validateNetwork } from '../../domain/options/validateNetwork';
import { type ThemeMode } from '../../domain/theme/ThemeMode';
import { type ThemeVariables } from '../../domain/theme/ThemeVariables';
import { AccountStore } from '../account/AccountStore';
import { AlertStore } from '../alerts/AlertStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { type DisconnectResult } from '../disconnect/DisconnectService';
import { Disconnector } from '../disconnect/Disconnector';
import { EventsStore } from '../events/EventsStore';
import { ModalService, type OpenOptions, type CloseOptions } from '../modal/ModalService';
import { ModalStore } from '../modal/ModalStore';
import { NetworkService } from '../network/NetworkService';
import { WalletConnectClient } from '../ports/WalletConnectClient';
import { SnackbarService } from '../snackbar/SnackbarService';
import { type ThemeState, ThemeStore } from '../theme/ThemeStore';
import { ThemeService } from '../theme/ThemeService';
import { KeyportContainer, type KeyportFeature } from '../features/KeyportFeature';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';
import { LifetimeClock } from '../core/LifetimeClock';
import { StartupService } from '../core/StartupService';
import { InstanceName } from './InstanceName';
import { attachRuntime, type KeyportRuntime } from './internal/runtime';

/** REFERENCE §5 `getState()`: the modal's public state. */
export interface PublicState {
  readonly open: boolean;
  readonly loading: boolean;
  readonly selectedNetworkId: CaipNetworkId | undefined;
  readonly activeChain: ChainNamespace | undefined;
  readonly initialized: boolean;
}

/** What `open` and `close` take (the page's hooks and scripts pass them as the host API does). */
export type { OpenOptions, CloseOptions };

type Unsubscribe = () => void;

/** Two states of plain data (no functions, no cycles) that read the same. */
const sameData = <T>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);

/** WalletConnect pairing loads the first time a host pairs headless (the views load it themselves). */
const loadWalletConnectPairing = () =>
  import(
    /* webpackChunkName: "keyport-walletconnect-headless" */ '../walletconnect/walletConnectPairingFeature'
  );

/**
 * The host-facing object: the modal API site developers know (REFERENCE §5), the same in a page
 * and in Node. Each method delegates to a use case; each getter reads a store; each `subscribe…`
 * calls back at once with the current value and then on every change, and returns an unsubscribe
 * function.
 */
@injectable()
export class Keyport {
  /** REFERENCE §5 `getState()` as a stream. */
  readonly state$: Observable<PublicState>;
  private readonly initialized = new BehaviorSubject(false);
  private started = false;
  private subscriptions: Subscription[] = [];
  /** The features enabled on this core, by name. */
  private readonly enabled = new Set<string>();
  /** Set by the first `destroy()`: what it resolves when everything has ended. */
  private destroyed: Promise<void> | undefined;
  /** What the page attached to this core's life (`onDestroy`). */
  private readonly teardowns: (() => void)[] = [];

  constructor(
    @inject(ModalService) private readonly modal: ModalService,
    @inject(ModalStore) private readonly modalStore: ModalStore,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(Disconnector) private readonly disconnector: Disconnector,
    @inject(ThemeService) private readonly theme: ThemeService,
    @inject(ThemeStore) private readonly themeStore: ThemeStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(EventsStore) private readonly eventsStore: EventsStore,
    @inject(AlertStore) private readonly alertStore: AlertStore,
    @inject(SnackbarService) private readonly snackbar: SnackbarService,
    @inject(StartupService) private readonly startup: StartupService,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(WalletConnectSessions) private readonly walletConnectSessions: WalletConnectSessions,
    @inject(KeyportContainer) private readonly container: interfaces.Container,
    @inject(LifetimeClock) private readonly clock: LifetimeClock,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    /** Tells this instance apart from the others on a page (`KeyportSetup.name`; `default` unless given). */
    @inject(InstanceName) readonly name: string,
    @inject(WalletConnectClient) @optional() private readonly walletConnectClient?: WalletConnectClient,
  ) {
    this.state$ = combineLatest([this.modalStore.state$, this.chains.state$, this.initialized]).pipe(
      map(([modal, chains, initialized]) => ({
        open: modal.open,
        loading: isLoading(modal),
        selectedNetworkId: chains.activeCaipNetwork?.caipNetworkId,
        activeChain: chains.activeNamespace,
        initialized,
      })),
      distinctUntilChanged(sameData),
    );
    const runtime: KeyportRuntime = {
      get: (token) => this.container.get(token),
      enable: (feature) => this.enable(feature),
      assertLive: (action) => this.live(action),
    };
    attachRuntime(this, runtime);
    // Code that holds only the container (the restorer's lazily loaded parts) reaches the same one.
    attachRuntime(container, runtime);
  }

  /**
   * Loads a feature a view needs (its stores and use cases) into this core and starts it, after
   * the features it requires; a feature already enabled is left as it is. Features end with the core (`destroy`).
   */
  enable(feature: KeyportFeature): void {
    this.live('enable');
    if (this.enabled.has(feature.name)) return;
    this.enabled.add(feature.name);
    feature.requires?.forEach((required) => this.enable(required));
    this.container.load(feature.module);
    const running = feature.start?.(this.container);
    if (running) this.subscriptions.push(running);
  }

  /**
   * Called once by `createKeyportCore`. `getState().initialized` turns true once the stored values
   * are in and the stored connection is being restored: at once on localStorage or memory, later
   * on a store that answers later (IndexedDB, extension storage).
   */
  initialize(): void {
    if (this.started || this.destroyed) return;
    this.started = true;
    this.subscriptions = this.startup.start(() => {
      this.initialized.next(true);
      // SPEC §4 mobile deep link: a pairing the visitor left this page with (for the wallet's app)
      // is followed again on their return, its code loaded only then (`WalletConnectService.resume`).
      // Destroyed meanwhile, or the code could not load: the visitor can still pair again.
      if (this.walletConnectSessions.leftWithPairing()) {
        this.walletConnectPairing()
          .then((pairing) => pairing.resume())
          .catch(() => undefined);
      }
    });
  }

  /** The WalletConnect pairing use case, its feature loaded and enabled first. */
  private async walletConnectPairing(): Promise<WalletConnectService> {
    const { walletConnectPairingFeature, walletConnectPairingOf } = await loadWalletConnectPairing();
    this.enable(walletConnectPairingFeature);
    return walletConnectPairingOf(this.container);
  }

  /**
   * Ends everything the core started (tests, hot reload, unmounting hosts, a script that should
   * exit): the pairing's renewal, every timer of its clock, every subscription (wallet discovery and
   * events, features, what the page attached with `onDestroy`), the snackbar, the adapters' receipt
   * watches, and the WalletConnect client (its relay connection, heartbeat and pending proposal). Resolves once that is closed; a
   * second call returns the same promise. Afterwards every method that acts fails with
   * KeyportDestroyedError, and the getters keep the last state.
   */
  destroy(): Promise<void> {
    this.destroyed ??= this.end();
    return this.destroyed;
  }

  /** Runs `teardown` when the core is destroyed, or at once if it already was. */
  onDestroy(teardown: () => void): void {
    if (this.destroyed) teardown();
    else this.teardowns.push(teardown);
  }

  async open(options?: OpenOptions): Promise<void> {
    this.live('open');
    return this.modal.open(options);
  }

  async close(options?: CloseOptions): Promise<void> {
    this.live('close');
    await this.modal.close(options);
  }

  isOpen(): boolean {
    return this.modalStore.get().open;
  }

  /**
   * Switches to a network of the host's (Keyport's, viem's or AppKit's shape); a malformed network
   * throws a clear error.
   */
  async switchNetwork(network: NetworkInput): Promise<boolean> {
    this.live('switchNetwork');
    const checked = validateNetwork(network, 'switchNetwork(network)');
    if (E.isLeft(checked)) throw checked.left;
    return this.networks.switchActiveNetwork(checked.right);
  }

  async disconnect(namespace?: ChainNamespace): Promise<DisconnectResult> {
    this.live('disconnect');
    return this.disconnector.disconnect(namespace);
  }

  /**
   * Starts a WalletConnect pairing, as the QR view does, and resolves with its `wc:` uri for a
   * host that shows or sends it itself (headless, manual wallet-connect control). The wallet
   * approving it connects this core; `subscribeState` and `getAccount` tell when. Rejects when
   * WalletConnect is not available (no project id) or the relay could not be reached.
   */
  async pairWalletConnect(): Promise<string> {
    this.live('pairWalletConnect');
    if (!this.walletConnectSessions.available) throw new WalletConnectConnectorNotFoundError();
    await (await this.walletConnectPairing()).pair();
    const { wcUri, wcFailure } = this.connection.get();
    if (wcUri !== undefined) return wcUri;
    throw new WalletRequestFailedError(wcFailure?.status === 'failed' ? wcFailure.message : undefined);
  }

  setThemeMode(mode: ThemeMode): void {
    this.live('setThemeMode');
    this.theme.setThemeMode(mode);
  }

  setThemeVariables(variables: ThemeVariables): void {
    this.live('setThemeVariables');
    this.theme.setThemeVariables(variables);
  }

  getThemeMode(): ThemeMode {
    return this.themeStore.get().themeMode;
  }

  getThemeVariables(): ThemeVariables {
    return this.themeStore.get().themeVariables;
  }

  subscribeTheme(callback: (theme: ThemeState) => void): Unsubscribe {
    return this.listen(this.themeStore.state$, callback);
  }

  getState(): PublicState {
    return this.snapshot(this.state$);
  }

  subscribeState(callback: (state: PublicState) => void): Unsubscribe {
    return this.listen(this.state$, callback);
  }

  getEvent(): KeyportEvent {
    return this.eventsStore.get();
  }

  subscribeEvents(callback: (event: KeyportEvent) => void): Unsubscribe {
    return this.listen(this.eventsStore.state$, callback);
  }

  /** The account of `namespace`, or of the active namespace. */
  account$(namespace?: ChainNamespace): Observable<PublicAccount | undefined> {
    return combineLatest([
      this.chains.state$,
      this.accounts.state$,
      this.connectors.state$,
      this.connection.state$,
    ]).pipe(
      map(([chains, , , connection]) => {
        const target = namespace ?? chains.activeNamespace;
        if (target === undefined) return undefined;
        const account = this.accounts.account(target);
        return toPublicAccount(
          target,
          account,
          this.connectors.connectedConnector(target)?.type,
          // Only the accounts being restored wait in `connecting`; the others are not reconnecting.
          connection.reconnecting && account.status === 'connecting',
        );
      }),
      distinctUntilChanged(sameData),
    );
  }

  getAccount(namespace?: ChainNamespace): PublicAccount | undefined {
    return this.snapshot(this.account$(namespace));
  }

  subscribeAccount(
    callback: (account: PublicAccount | undefined) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe {
    return this.listen(this.account$(namespace), callback);
  }

  getCaipNetwork(): CaipNetwork | undefined {
    return this.chains.get().activeCaipNetwork;
  }

  getCaipNetworks(): readonly CaipNetwork[] {
    return this.chains.allNetworks();
  }

  getChainId(): number | string | undefined {
    return this.getCaipNetwork()?.id;
  }

  getIsConnectedState(): boolean {
    return this.getAccount()?.isConnected ?? false;
  }

  getAlerts(): readonly Alert[] {
    return this.alertStore.get().alerts;
  }

  subscribeAlerts(callback: (alerts: readonly Alert[]) => void): Unsubscribe {
    return this.listen(
      this.alertStore.select((state) => state.alerts),
      callback,
    );
  }

  showErrorMessage(message: string): void {
    this.live('showErrorMessage');
    this.snackbar.showError(message);
  }

  showSuccessMessage(message: string): void {
    this.live('showSuccessMessage');
    this.snackbar.showSuccess(message);
  }

  /**
   * The order matters: nothing renews or reschedules while the rest ends (the WalletConnect
   * pairing, a feature, stops renewing its uri as its subscription ends).
   */
  private async end(): Promise<void> {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    this.snackbar.hide();
    this.clock.end();
    for (const adapter of this.adapters.all()) adapter.close?.();
    for (const teardown of this.teardowns.splice(0)) teardown();
    await this.walletConnectClient?.close().catch(() => undefined);
  }

  /** Refuses a call that would act on a destroyed core. */
  private live(method: string): void {
    if (this.destroyed) throw new KeyportDestroyedError(method);
  }

  private listen<T>(source: Observable<T>, callback: (value: T) => void): Unsubscribe {
    const subscription = source.subscribe(callback);
    return () => subscription.unsubscribe();
  }

  /** The current value of a stream built on BehaviorSubjects (they emit synchronously on subscribe). */
  private snapshot<T>(source: Observable<T>): T {
    let value: { current: T } | undefined;
    source.subscribe((current) => (value = { current })).unsubscribe();
    if (value === undefined) throw new Error('state stream did not emit synchronously');
    return value.current;
  }
}
