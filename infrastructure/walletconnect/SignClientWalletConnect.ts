import { Observable } from 'rxjs';
import {
  type PairingProposal,
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '../../application/ports/WalletConnectClient';
import { DisconnectFailedError } from '../../domain/errors/DisconnectErrors';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { walletMessage } from '../evm/mapProviderError';
import { BrowserStorage } from '../storage/BrowserStorage';
import { removeUnsafeDeepLinkChoice } from './deepLinkChoiceGuard';
import { type EarlyRelayMessages } from './EarlyRelayMessages';
import { resumeProposal } from './resumeProposal';
import { PairingFailedError } from './PairingErrors';
import { proposalNamespaces } from './proposalNamespaces';
import { type ProposalOverride } from '../../domain/options/AppKitOptions';
import { type SignClientInstance } from './SignClientTypes';
import { KeyportDestroyedError } from '../../domain/errors/KeyportDestroyedError';
import { mapProposalError, mapRequestError, USER_DISCONNECTED_REASON } from './walletConnectErrors';
import { fromSessionEvent, fromSessionUpdate, sessionEnded } from './walletConnectEvents';
import { newestLiveSession, toWalletConnectSession } from './walletConnectSession';

/**
 * The WalletConnectClient port on a started `@walletconnect/sign-client`: Keyport is the dapp side
 * of the protocol. The SDK's errors and events are translated here, so the application only ever
 * sees KeyportErrors and the port's events.
 */
export class SignClientWalletConnect implements WalletConnectClient {
  /** The wallet's events while someone listens; each subscriber gets its own SDK listeners. */
  readonly events$: Observable<WalletConnectEvent>;
  /** Set by `close`: the client takes no more calls. */
  private closed = false;
  /** What `close` ends besides the client (what watches the page for it). */
  private readonly teardowns: (() => void)[] = [];

  constructor(
    private readonly client: SignClientInstance,
    /** Milliseconds since epoch; session expiry is compared with it. */
    private readonly now: () => number = Date.now,
    /** The host's `universalProviderConfigOverride`, applied to each proposal. */
    private readonly proposalOverride?: ProposalOverride,
    /** What the relay delivered while the client started, for `resumePairing`. */
    private readonly early?: EarlyRelayMessages,
  ) {
    this.events$ = new Observable<WalletConnectEvent>((subscriber) => {
      const emit = (event: WalletConnectEvent | undefined): void => {
        if (event !== undefined) subscriber.next(event);
      };
      const onDelete = ({ topic }: { topic: string }): void => emit(sessionEnded(topic));
      const onEvent = (payload: Parameters<typeof fromSessionEvent>[0]): void =>
        emit(fromSessionEvent(payload));
      const onUpdate = (payload: Parameters<typeof fromSessionUpdate>[0]): void =>
        emit(fromSessionUpdate(payload));
      client.on('session_delete', onDelete);
      client.on('session_expire', onDelete);
      client.on('session_event', onEvent);
      client.on('session_update', onUpdate);
      return () => {
        client.off('session_delete', onDelete);
        client.off('session_expire', onDelete);
        client.off('session_event', onEvent);
        client.off('session_update', onUpdate);
      };
    });
  }

  async propose(networks: readonly CaipNetworkId[]): Promise<PairingProposal> {
    let proposal: Awaited<ReturnType<SignClientInstance['connect']>>;
    try {
      proposal = await this.whileOpen(() =>
        this.client.connect({
          optionalNamespaces: proposalNamespaces(networks, this.proposalOverride),
        }),
      );
    } catch (cause) {
      throw new PairingFailedError({ cause, details: walletMessage(cause) ?? String(cause) });
    }
    const { uri } = proposal;
    if (uri === undefined) throw new PairingFailedError({ details: 'The proposal has no pairing uri' });
    const approval = proposal.approval().then(toWalletConnectSession, (cause: unknown) => {
      throw mapProposalError(cause);
    });
    // A proposal nobody waits for any more (the modal closed) still settles; that is no crash.
    approval.catch(() => undefined);
    return { uri, approval };
  }

  async restore(): Promise<WalletConnectSession | undefined> {
    const session = newestLiveSession(this.client.session.getAll(), Math.floor(this.now() / 1000));
    return session === undefined ? undefined : toWalletConnectSession(session);
  }

  async resumePairing(pairingTopic: string): Promise<WalletConnectSession | undefined> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const session = await this.whileOpen(() =>
      resumeProposal(this.client, pairingTopic, nowSeconds, this.early?.on(pairingTopic) ?? []),
    ).catch((cause: unknown) => {
      throw mapProposalError(cause);
    });
    return session === undefined ? undefined : toWalletConnectSession(session);
  }

  async request<T>(topic: string, chainId: CaipNetworkId, method: string, params: unknown): Promise<T> {
    // The page's localStorage is where the sign-client looks first (none in Node or when it is blocked).
    await removeUnsafeDeepLinkChoice({ local: new BrowserStorage(), sdk: this.client.core.storage });
    try {
      return await this.whileOpen(() =>
        this.client.request<T>({ topic, chainId, request: { method, params } }),
      );
    } catch (cause) {
      throw mapRequestError(cause);
    }
  }

  /**
   * Tells the wallet the visitor left, then forgets the session. A session that is already gone
   * (ended by the wallet, expired, or never kept here) leaves nothing to end.
   */
  async disconnect(topic: string): Promise<void> {
    if (!this.holds(topic)) return;
    try {
      await this.whileOpen(() => this.client.disconnect({ topic, reason: USER_DISCONNECTED_REASON }));
    } catch (cause) {
      // The SDK drops an expired session while refusing to end it: then it is gone all the same.
      if (!this.holds(topic)) return;
      throw new DisconnectFailedError({ cause, details: walletMessage(cause) ?? String(cause) });
    }
  }

  /**
   * Ends what the client keeps running, so a process can end (in Node each would keep it alive):
   * the proposals still waiting for a wallet are expired the way the SDK's expirer does it (their
   * approval rejects and its 5-minute timer is cleared), then the relay connection is closed and
   * the heartbeat (an interval, which also drives the expirer) stopped.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const teardown of this.teardowns.splice(0)) teardown();
    await this.shutDown();
  }

  /** `teardown` runs when the client is closed. */
  onClose(teardown: () => void): void {
    this.teardowns.push(teardown);
  }

  private async shutDown(): Promise<void> {
    for (const { id } of this.client.proposal.getAll()) this.client.events.emit('proposal_expire', { id });
    await this.client.core.relayer.transportClose();
    this.client.core.heartbeat.stop();
  }

  /**
   * Runs an SDK call unless the client is closed. The SDK opens its relay connection again for a
   * call that needs it, so a call that was under way when `close` ran is followed by shutting
   * down again, and its result is dropped: nothing may follow from it.
   */
  private async whileOpen<T>(call: () => Promise<T>): Promise<T> {
    if (this.closed) throw new KeyportDestroyedError('WalletConnect');
    const outcome = await call().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if (this.closed) {
      await this.shutDown();
      throw new KeyportDestroyedError('WalletConnect');
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  private holds(topic: string): boolean {
    return this.client.session.keys.includes(topic) || this.client.core.pairing.pairings.keys.includes(topic);
  }
}
