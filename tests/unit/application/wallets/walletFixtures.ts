import { type WalletPage, type WalletQuery } from '../../../../application/ports/WalletRegistry';
import { type Connector } from '../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { type Wallet } from '../../../../domain/wallet/Wallet';
import { FakeWalletRegistry } from '../../../fakes/FakeWalletRegistry';

/** `count` explorer wallets named `Wallet 1`…, each with a mobile link unless said otherwise. */
export function generatedWallets(count: number, extra: (index: number) => Partial<Wallet> = () => ({})) {
  return Array.from({ length: count }, (_, i): Wallet => ({
    id: `w${i + 1}`,
    name: `Wallet ${i + 1}`,
    mobile_link: `w${i + 1}://`,
    image_id: `img-${i + 1}`,
    ...extra(i + 1),
  }));
}

export function wallet(id: string, extra: Partial<Wallet> = {}): Wallet {
  return { id, name: id, ...extra };
}

export const metamaskAnnounced: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml,metamask',
  info: { rdns: 'io.metamask' },
};

/**
 * The fake explorer, scriptable: the next calls can fail (`failNext`, or `failWhen` for the
 * queries matching), and answers can be held back (`hold`) to be released in any order.
 */
export class ScriptedWalletRegistry extends FakeWalletRegistry {
  private failuresLeft = 0;
  private failing: ((query: WalletQuery) => boolean) | undefined;
  private holding = false;
  /** What a failing call throws; a 503 unless `failWith` says otherwise. */
  private failure: () => Error = () => new HttpStatusError(503);
  readonly held: { query: WalletQuery; release: () => void; fail: () => void }[] = [];

  failNext(times = 1): void {
    this.failuresLeft = times;
  }

  failWhen(predicate: (query: WalletQuery) => boolean): void {
    this.failing = predicate;
  }

  /** Failing calls throw `error` from now on (a 403 of a refused project, say). */
  failWith(error: () => Error): void {
    this.failure = error;
  }

  /** Answers wait for `release()` (or `fail()`) from now on. */
  hold(): void {
    this.holding = true;
  }

  override async getWallets(query: WalletQuery): Promise<WalletPage> {
    if (this.failuresLeft > 0 || this.failing?.(query) === true) {
      this.failuresLeft = Math.max(0, this.failuresLeft - 1);
      this.queries.push(query);
      throw this.failure();
    }
    const answer = super.getWallets(query);
    if (!this.holding) return answer;
    return new Promise<WalletPage>((resolve, reject) => {
      this.held.push({
        query,
        release: () => resolve(answer),
        fail: () => reject(new Error('HTTP status code: 503')),
      });
    });
  }
}
