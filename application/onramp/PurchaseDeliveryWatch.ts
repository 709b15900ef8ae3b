import { inject, injectable } from 'inversify';
import { catchError, EMPTY, exhaustMap, filter, from, map, type Observable, take, tap, timer } from 'rxjs';
import { type ExactDecimal } from '../../domain/format/ExactDecimal';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { heldAmount, receivedAmount } from '../../domain/onramp/purchaseDelivery';
import { AccountRefresher } from '../account-view/AccountRefresher';
import { BlockchainApi } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';

/**
 * How often the wallet's balance is read while the visitor pays in the provider's window. A
 * payment takes the visitor tens of seconds; five seconds between reads shows its arrival soon
 * after without asking the balance API more than a dozen times a minute.
 */
export const PURCHASE_DELIVERY_POLL_MS = 5_000;

/** Where a purchase is delivered, and of what. */
export interface DeliveryTarget {
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
  /** The purchased token's symbol, as the purchase currency names it. */
  readonly symbol: string;
}

/** A purchase seen in the wallet: how much more of the token it now holds. */
export interface ReceivedPurchase {
  readonly amount: string;
  readonly symbol: string;
}

/**
 * Notices a purchase arriving: while watched, the wallet's balance of the purchased token on its
 * delivery network is read every few seconds; the first read is the "before", and the first rise
 * above it is the purchase. Then the account's balances and activity are read again. Reads that
 * fail are skipped quietly: the next one tries again, and nobody is told of an error every five
 * seconds.
 */
@injectable()
export class PurchaseDeliveryWatch {
  constructor(
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(AccountRefresher) private readonly refresher: AccountRefresher,
  ) {}

  /** Emits once, what arrived, and completes; reading stops when unsubscribed. */
  watch(target: DeliveryTarget): Observable<ReceivedPurchase> {
    let before: ExactDecimal | undefined;
    return timer(0, PURCHASE_DELIVERY_POLL_MS, this.clock.scheduler).pipe(
      exhaustMap(() => this.held(target)),
      map((held) => {
        before ??= held;
        return receivedAmount(before, held);
      }),
      filter((amount): amount is string => amount !== undefined),
      take(1),
      map((amount) => ({ amount, symbol: target.symbol })),
      tap(() => void this.refresher.refresh()),
    );
  }

  private held(target: DeliveryTarget): Observable<ExactDecimal> {
    return from(this.api.getBalances({ address: target.address, chainId: target.caipNetworkId })).pipe(
      map((balances) => heldAmount(balances, target.symbol, target.caipNetworkId)),
      catchError(() => EMPTY),
    );
  }
}
