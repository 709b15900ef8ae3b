import { Subject } from 'rxjs';
import {
  type PairingProposal,
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '../../application/ports/WalletConnectClient';
import type { CaipNetworkId } from '../../domain/network/CaipNetwork';

/** A WalletConnect client whose wallet side the test plays: approve, reject, delete. */
export class FakeWalletConnectClient implements WalletConnectClient {
  readonly events$ = new Subject<WalletConnectEvent>();
  readonly calls: { method: string; args: unknown[] }[] = [];
  session: WalletConnectSession | undefined;
  disconnectFailure: Error | undefined;
  private proposals = 0;
  /** Every proposal's settlement, oldest first; approve/reject settle the latest. */
  private readonly settlements: { approve: (s: WalletConnectSession) => void; reject: (e: Error) => void }[] =
    [];

  async propose(networks: readonly CaipNetworkId[]): Promise<PairingProposal> {
    this.calls.push({ method: 'propose', args: [networks] });
    this.proposals += 1;
    const approval = new Promise<WalletConnectSession>((approve, reject) => {
      this.settlements.push({ approve, reject });
    });
    return { uri: `wc:fake${this.proposals}@2?relay-protocol=irn&symKey=00`, approval };
  }

  approve(session: WalletConnectSession): void {
    this.session = session;
    this.settlements.at(-1)?.approve(session);
  }

  reject(error: Error): void {
    this.settlements.at(-1)?.reject(error);
  }

  /** Settles the proposal made `index`-th (0 first), e.g. an older one a newer one replaced. */
  rejectProposal(index: number, error: Error): void {
    this.settlements[index]?.reject(error);
  }

  async restore(): Promise<WalletConnectSession | undefined> {
    this.calls.push({ method: 'restore', args: [] });
    return this.session;
  }

  /**
   * The pairings this client keeps from before the page was left, by topic: what the wallet did
   * meanwhile (a session, a refusal), or `'waiting'` to settle with `approve`/`reject` later.
   */
  readonly kept = new Map<string, WalletConnectSession | Error | 'waiting'>();

  async resumePairing(pairingTopic: string): Promise<WalletConnectSession | undefined> {
    this.calls.push({ method: 'resumePairing', args: [pairingTopic] });
    const kept = this.kept.get(pairingTopic);
    if (kept === undefined) return undefined;
    if (kept === 'waiting') {
      return new Promise<WalletConnectSession>((approve, reject) =>
        this.settlements.push({ approve, reject }),
      );
    }
    if (kept instanceof Error) throw kept;
    this.session = kept;
    return kept;
  }

  async request<T>(topic: string, chainId: CaipNetworkId, method: string, params: unknown): Promise<T> {
    this.calls.push({ method: 'request', args: [topic, chainId, method, params] });
    return `0x${'ef'.repeat(32)}` as T;
  }

  async close(): Promise<void> {
    this.calls.push({ method: 'close', args: [] });
  }

  async disconnect(topic: string): Promise<void> {
    this.calls.push({ method: 'disconnect', args: [topic] });
    if (this.disconnectFailure) throw this.disconnectFailure;
    this.session = undefined;
  }
}
