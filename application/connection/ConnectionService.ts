import { inject, injectable } from 'inversify';
import { type Subscription } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { ChainAdapters } from '../chain/ChainAdapters';
import { EventsService } from '../events/EventsService';
import { ModalService } from '../modal/ModalService';
import { type ConnectedAccount } from '../ports/ChainAdapter';
import { SessionRestorer } from './SessionRestorer';
import { WalletEventsFollower } from './WalletEventsFollower';
import { WalletSession } from './WalletSession';

/**
 * Connecting a browser wallet (installed, announced or injected) and keeping the connection:
 * connect (resolving with the account, or throwing why not), reconnect on reload, and
 * follow what the visitor does in the wallet afterwards.
 */
@injectable()
export class ConnectionService {
  /** Each attempt's number: only the latest one moves the account's status back. */
  private attempt = 0;

  constructor(
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
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
   * Connects the wallet behind `connector` on the active network of its namespace, the account
   * reading `connecting` meanwhile. Success records the connection, reports CONNECT_SUCCESS
   * (SPEC §7) and closes the modal, unless the wallet's network made it show UnsupportedChain
   * (SPEC §4); it resolves with the wallet's account. Otherwise the account is as before and the
   * adapter's error is thrown (a KeyportError by the ChainAdapter contract, `USER_REJECTED` when
   * the visitor said no; `connectFailure` makes one of anything else an adapter lets through).
   *
   * `signal` aborts when the visitor stops waiting (leaves the view that asked): the account,
   * still waiting on this attempt, no longer reads `connecting`. A wallet that approves later
   * still connects.
   */
  async connectExternal(connector: Connector, signal?: AbortSignal): Promise<ConnectedAccount> {
    this.attempt += 1;
    const attempt = this.attempt;
    const namespace = connector.chain;
    this.session.moveStatus(namespace, 'connect-started');
    const stopWaiting = (): void => this.settle(attempt, namespace);
    signal?.addEventListener('abort', stopWaiting, { once: true });
    let connected: ConnectedAccount;
    try {
      connected = await this.adapters.get(namespace).connect(connector, this.session.networkOf(namespace));
    } catch (error) {
      this.settle(attempt, namespace);
      throw error;
    } finally {
      signal?.removeEventListener('abort', stopWaiting);
    }
    this.session.establish(connector, connected);
    void this.events.publish('CONNECT_SUCCESS', { method: 'browser', name: connector.name });
    this.modal.closeAfterConnect();
    return connected;
  }

  /**
   * An attempt stopped (it failed, or nobody waits for it): while it is the latest, the account
   * no longer reads `connecting` (SPEC §4: only an account still `connecting` goes back to
   * `disconnected`; a connected one stays). A later attempt speaks for itself.
   */
  private settle(attempt: number, namespace: ChainNamespace): void {
    if (attempt !== this.attempt) return;
    this.attempt += 1;
    this.session.moveStatus(namespace, 'connect-failed');
  }

  /** Reconnect on reload (see SessionRestorer). Never rejects. */
  reconnect(): Promise<void> {
    return this.restorer.restore();
  }
}
