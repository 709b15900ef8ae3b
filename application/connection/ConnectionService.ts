import { inject, injectable } from 'inversify';
import { type Subscription } from 'rxjs';
import { type Connector } from '../../domain/connector/Connector';
import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { ChainAdapters } from '../chain/ChainAdapters';
import { EventsService } from '../events/EventsService';
import { ModalService } from '../modal/ModalService';
import { type ConnectedAccount } from '../ports/ChainAdapter';
import { type ExternalConnection, ConnectionStore } from './ConnectionStore';
import { isUserRejection } from './isUserRejection';
import { SessionRestorer } from './SessionRestorer';
import { WalletEventsFollower } from './WalletEventsFollower';
import { WalletSession } from './WalletSession';

/** What the ConnectingExternal view shows after a wallet said no or failed. */
function endedConnection(connectorId: string, error: unknown): ExternalConnection {
  return isUserRejection(error)
    ? { connectorId, status: 'declined' }
    : { connectorId, status: 'failed', message: errorToSnackbarText(error) };
}

/**
 * Connecting a browser wallet (installed, announced or injected) and keeping the connection:
 * connect with the ConnectingExternal view's states, retry and cancel, reconnect on reload, and
 * follow what the visitor does in the wallet afterwards.
 */
@injectable()
export class ConnectionService {
  private lastTried: Connector | undefined;
  /** Each attempt's number: only the latest one, not cancelled, speaks for the view. */
  private attempt = 0;

  constructor(
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(WalletSession) private readonly session: WalletSession,
    @inject(SessionRestorer) private readonly restorer: SessionRestorer,
    @inject(WalletEventsFollower) private readonly follower: WalletEventsFollower,
    @inject(EventsService) private readonly events: EventsService,
    @inject(ModalService) private readonly modal: ModalService,
  ) {}

  /** Follows every adapter's wallet events; the core ends the subscription on destroy. */
  start(): Subscription {
    return this.follower.follow();
  }

  /**
   * Connects the wallet behind `connector` on the active network of its namespace. Success
   * records the connection, reports CONNECT_SUCCESS (SPEC §7) and closes the modal, unless the
   * wallet's network made it show UnsupportedChain (SPEC §4). A refusal leaves the view
   * `declined`, any other failure `failed` with the SPEC §8 text; the account is then as before.
   * Resolves to whether the wallet connected.
   */
  async connectExternal(connector: Connector): Promise<boolean> {
    this.attempt += 1;
    const attempt = this.attempt;
    this.lastTried = connector;
    const namespace = connector.chain;
    this.connection.set({ external: { connectorId: connector.id, status: 'connecting' } });
    this.session.moveStatus(namespace, 'connect-started');
    let connected: ConnectedAccount;
    try {
      connected = await this.adapters.get(namespace).connect(connector, this.session.networkOf(namespace));
    } catch (error) {
      if (attempt === this.attempt) {
        this.session.moveStatus(namespace, 'connect-failed');
        this.connection.set({ external: endedConnection(connector.id, error) });
      }
      return false;
    }
    this.session.establish(connector, connected);
    void this.events.publish('CONNECT_SUCCESS', { method: 'browser', name: connector.name });
    if (attempt === this.attempt) this.connection.set({ external: undefined });
    this.modal.closeAfterConnect();
    return true;
  }

  /** Connects again with the wallet tried last (the view's Retry); false when none was tried. */
  async retry(): Promise<boolean> {
    return this.lastTried === undefined ? false : this.connectExternal(this.lastTried);
  }

  /**
   * The visitor left the ConnectingExternal view: the attempt is forgotten, and an account still
   * waiting on it no longer reads `connecting`. A wallet that approves later still connects.
   */
  cancel(): void {
    this.attempt += 1;
    this.connection.set({ external: undefined });
    // SPEC §4: only an account still `connecting` goes back to `disconnected`; others stay.
    if (this.lastTried) this.session.moveStatus(this.lastTried.chain, 'connect-failed');
  }

  /** Reconnect on reload (see SessionRestorer). Never rejects. */
  reconnect(): Promise<void> {
    return this.restorer.restore();
  }
}
