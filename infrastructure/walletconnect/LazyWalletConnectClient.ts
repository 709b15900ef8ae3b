import { Subject, type Subscription } from 'rxjs';
import {
  type PairingProposal,
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '../../application/ports/WalletConnectClient';
import { isKeyportError } from '../../domain/errors/KeyportError';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { KeyportDestroyedError } from '../../domain/errors/KeyportDestroyedError';
import { WalletConnectStartError } from './WalletConnectStartError';

interface StartedClient {
  readonly client: WalletConnectClient;
  /** Feeds the client's events into `events$`. */
  readonly relay: Subscription;
}

/**
 * The WalletConnectClient port whose client starts on first use: the SDK is large and most
 * visitors never scan a QR code, so neither its code nor its relay connection is paid for up front.
 * One start at a time (calls made while it starts wait for the same one); a start that fails
 * fails the calls waiting for it, and the next call tries again. `events$` can be subscribed to
 * before the client exists: it relays the client's events once it does. Closing is final: later
 * calls fail rather than start a client (and its relay connection) again.
 */
export class LazyWalletConnectClient implements WalletConnectClient {
  private readonly events = new Subject<WalletConnectEvent>();
  readonly events$ = this.events.asObservable();
  private started: Promise<StartedClient> | undefined;
  private closed = false;

  constructor(private readonly start: () => Promise<WalletConnectClient>) {}

  async propose(networks: readonly CaipNetworkId[]): Promise<PairingProposal> {
    return (await this.client()).propose(networks);
  }

  async restore(): Promise<WalletConnectSession | undefined> {
    return (await this.client()).restore();
  }

  async resumePairing(pairingTopic: string): Promise<WalletConnectSession | undefined> {
    return (await this.client()).resumePairing(pairingTopic);
  }

  async request<T>(topic: string, chainId: CaipNetworkId, method: string, params: unknown): Promise<T> {
    return (await this.client()).request<T>(topic, chainId, method, params);
  }

  async disconnect(topic: string): Promise<void> {
    return (await this.client()).disconnect(topic);
  }

  /** Shuts the client down if it was started, or once its start is done. */
  async close(): Promise<void> {
    this.closed = true;
    const starting = this.started;
    this.started = undefined;
    const started = await starting?.catch(() => undefined);
    started?.relay.unsubscribe();
    await started?.client.close();
  }

  /** The started client, unless the port was closed before or while it started. */
  private async client(): Promise<WalletConnectClient> {
    const started = this.closed ? undefined : await this.startOnce();
    if (started === undefined || this.closed) throw new KeyportDestroyedError('WalletConnect');
    return started.client;
  }

  private startOnce(): Promise<StartedClient> {
    const started = (this.started ??= this.start().then(
      (client) => ({ client, relay: client.events$.subscribe((event) => this.events.next(event)) }),
      (cause: unknown) => {
        if (this.started === started) this.started = undefined;
        throw isKeyportError(cause)
          ? cause
          : new WalletConnectStartError({
              cause,
              details: cause instanceof Error ? cause.message : String(cause),
            });
      },
    ));
    return started;
  }
}
