import { inject, injectable } from 'inversify';
import { Subscription, timer } from 'rxjs';
import { TIMING_MS } from '../../domain/constants/timing';
import { decideClose } from '../../domain/modal/CloseDecision';
import { setOpen, setShake } from '../../domain/modal/ModalState';
import { isAvailableView } from '../../domain/router/AvailableViews';
import { currentView, goBack } from '../../domain/router/RouterState';
import { selectStartView } from '../../domain/router/StartView';
import { type RouteEntry, type ViewName } from '../../domain/router/View';
import { ActiveAccount } from '../account/ActiveAccount';
import { ChainAdapters } from '../chain/ChainAdapters';
import { EventsService } from '../events/EventsService';
import { OptionsStore } from '../options/OptionsStore';
import { Clock } from '../ports/Clock';
import { Environment } from '../ports/Environment';
import { RouterService } from '../router/RouterService';
import { RouterStore } from '../router/RouterStore';
import { isSiwxRequired } from '../siwx/isSiwxRequired';
import { SiwxStore } from '../siwx/SiwxStore';
import { ModalStore } from './ModalStore';

export interface OpenOptions {
  readonly view?: ViewName;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface CloseOptions {
  /** The product ends a flow itself; skips the SPEC §4 close blocks. */
  readonly force?: boolean;
}

/** Opens, closes, shakes and navigates back in the modal (SPEC §2, §4), and reports it (SPEC §7). */
@injectable()
export class ModalService {
  private shaking = new Subscription();

  constructor(
    @inject(ModalStore) private readonly modal: ModalStore,
    @inject(RouterStore) private readonly routerStore: RouterStore,
    @inject(RouterService) private readonly router: RouterService,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(SiwxStore) private readonly siwx: SiwxStore,
    @inject(Environment) private readonly environment: Environment,
    @inject(EventsService) private readonly events: EventsService,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** SPEC §2: opens on the start view; opening an open modal only changes its view. */
  async open(options: OpenOptions = {}): Promise<void> {
    const requested: RouteEntry | undefined =
      options.view === undefined
        ? undefined
        : options.data === undefined
          ? { view: options.view }
          : { view: options.view, data: options.data };
    const start = selectStartView({
      manualWCControl: this.options.get().manualWCControl,
      hasAdapters: this.adapters.any,
      address: this.account.address(),
      requested,
      isMobile: this.environment.isMobile,
    });
    this.router.reset(start);
    if (this.modal.get().open) return;
    this.modal.update((state) => setOpen(state, true));
    await this.events.publish('MODAL_OPEN', { connected: this.account.isConnected() });
  }

  /**
   * After a wallet connected: the modal closes, unless it shows UnsupportedChain (the wallet is on
   * a network the site did not ask for, and the visitor must pick one first). As with AppKit,
   * this close is no MODAL_CLOSE: the connection's CONNECT_SUCCESS stays the last event.
   */
  closeAfterConnect(): void {
    const showsUnsupportedChain =
      this.modal.get().open && currentView(this.routerStore.get()).view === 'UnsupportedChain';
    if (!showsUnsupportedChain) void this.close({ force: true }, false);
  }

  /**
   * SPEC §4: a close may be refused (the modal shakes), turned into navigation (embedded mode),
   * or close the modal, reported as MODAL_CLOSE unless `report` is false. Resolves to whether
   * the modal closed.
   */
  async close(options: CloseOptions = {}, report = true): Promise<boolean> {
    if (!this.modal.get().open) return false;
    const siwxConfig = this.options.get().siwx;
    const { view } = currentView(this.routerStore.get());
    const decision = decideClose({
      currentView: view,
      currentViewAvailable: isAvailableView(view),
      forced: options.force === true,
      embeddedMode: this.options.get().enableEmbedded,
      isConnected: this.account.isConnected(),
      siwxRequired: isSiwxRequired(siwxConfig),
      hasSiwxSessions: this.siwx.get().sessions.length > 0,
    });
    switch (decision.kind) {
      case 'blocked':
        this.shake();
        return false;
      case 'navigate':
        this.router.reset({ view: decision.view });
        return false;
      case 'close':
        this.modal.update((state) => setOpen(state, false));
        if (report) await this.events.publish('MODAL_CLOSE', { connected: this.account.isConnected() });
        return true;
    }
  }

  /** SPEC §2: back one view, or close when there is nothing to go back to. */
  async goBack(): Promise<void> {
    const result = goBack(this.routerStore.get());
    if (result.closeModal) {
      await this.close();
      return;
    }
    this.routerStore.update(() => result.state);
  }

  /** SPEC §4: the shake lasts 500 ms; a new shake restarts it. */
  shake(): void {
    this.shaking.unsubscribe();
    this.modal.update((state) => setShake(state, true));
    this.shaking = timer(TIMING_MS.shake, this.clock.scheduler).subscribe(() =>
      this.modal.update((state) => setShake(state, false)),
    );
  }
}
