import { inject, injectable } from 'inversify';
import {
  catchError,
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  from,
  map,
  type Observable,
  type Subscription,
  switchMap,
  take,
  timer,
} from 'rxjs';
import { type ExactDecimal } from '../../domain/format/ExactDecimal';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { heldAmount, receivedAmount } from '../../domain/onramp/purchaseDelivery';
import { deliveryCaipNetworkId } from '../../domain/onramp/purchaseNetwork';
import { ActiveAccount } from '../account/ActiveAccount';
import { AccountRefresher } from '../account-view/AccountRefresher';
import { ChainStore } from '../chain/ChainStore';
import { ModalStore } from '../modal/ModalStore';
import { BlockchainApi } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { OnrampStore, type ReceivedPurchase } from './OnrampStore';

/**
 * How often the wallet's balance is read while the visitor pays in the provider's window. A
 * payment takes the visitor tens of seconds; five seconds between reads shows its arrival soon
 * after without asking the balance API more than a dozen times a minute.
 */
export const PURCHASE_DELIVERY_POLL_MS = 5_000;

/** Where a purchase is delivered, and of what. */
interface DeliveryTarget {
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
  readonly symbol: string;
}

/**
 * Notices a purchase arriving: while the checkout panel is up and the modal open, the wallet's
 * balance of the purchased token on its delivery network is read every few seconds; the first
 * read is the "before", and the first rise above it is the purchase. Then the panel says what
 * arrived and the account's balances and activity are read again. Reads that fail are skipped
 * quietly: the next one tries again, and the visitor is not shown an error every five seconds.
 */
@injectable()
export class PurchaseDeliveryWatch {
  /** The checkout the "before" belongs to; a new purchase measures from a new one. */
  private watchedCheckout: string | undefined;
  private before: ExactDecimal | undefined;

  constructor(
    @inject(OnrampStore) private readonly store: OnrampStore,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(ModalStore) private readonly modal: ModalStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(AccountRefresher) private readonly refresher: AccountRefresher,
  ) {}

  start(): Subscription {
    const checkout$ = this.store.select((state) =>
      state.step === 'checkout' && state.received === undefined ? state.checkoutUrl : undefined,
    );
    const open$ = this.modal.select((state) => state.open);
    return combineLatest([checkout$, open$])
      .pipe(
        distinctUntilChanged(([a, openA], [b, openB]) => a === b && openA === openB),
        switchMap(([checkout, open]) => (checkout !== undefined && open ? this.watch(checkout) : EMPTY)),
      )
      .subscribe((received) => {
        this.store.set({ received });
        void this.refresher.refresh();
      });
  }

  private watch(checkout: string): Observable<ReceivedPurchase> {
    if (checkout !== this.watchedCheckout) {
      this.watchedCheckout = checkout;
      this.before = undefined;
    }
    const target = this.target();
    if (target === undefined) return EMPTY;
    return timer(0, PURCHASE_DELIVERY_POLL_MS, this.clock.scheduler).pipe(
      exhaustMap(() => this.held(target)),
      map((held) => {
        if (this.before === undefined) this.before = held;
        return receivedAmount(this.before, held);
      }),
      filter((amount): amount is string => amount !== undefined),
      take(1),
      map((amount) => ({ amount, symbol: target.symbol })),
    );
  }

  private held(target: DeliveryTarget): Observable<ExactDecimal> {
    return from(this.api.getBalances({ address: target.address, chainId: target.caipNetworkId })).pipe(
      map((balances) => heldAmount(balances, target.symbol, target.caipNetworkId)),
      catchError(() => EMPTY),
    );
  }

  /** The purchase's token and delivery network (eip155 by chain id; Solana on the active network). */
  private target(): DeliveryTarget | undefined {
    const { network, purchaseCurrencies, purchaseCurrencyId } = this.store.get();
    const currency = purchaseCurrencies.find((candidate) => candidate.id === purchaseCurrencyId);
    const address = this.account.address();
    if (network === undefined || currency === undefined || address === undefined) return undefined;
    const { activeNamespace, activeCaipNetwork } = this.chains.get();
    if (activeNamespace === undefined) return undefined;
    const caipNetworkId = deliveryCaipNetworkId(network, {
      namespace: activeNamespace,
      caipNetworkId: activeCaipNetwork?.caipNetworkId,
    });
    if (caipNetworkId === undefined) return undefined;
    return { address, caipNetworkId, symbol: currency.symbol };
  }
}
