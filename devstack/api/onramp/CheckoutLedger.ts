import { type CheckoutPurchase } from './checkoutPurchase';
import { type Delivery } from './deliverPurchase';

/** The outcome of paying an order: its delivery, and whether an earlier payment already made it. */
export interface Payment {
  readonly delivery: Delivery;
  readonly alreadyPaid: boolean;
}

/**
 * The checkout's memory of orders, for the server's life. An order is priced once, so the page
 * and the payment agree although the gas price moves; and paid once: a second payment of an
 * order (a reload, a double click) answers the first delivery instead of delivering again.
 */
export class CheckoutLedger {
  private readonly prices = new Map<string, Promise<CheckoutPurchase>>();
  private readonly deliveries = new Map<string, Promise<Delivery>>();

  /** The order's price, computed on first sight; a failed pricing is forgotten, so it can be retried. */
  price(orderId: string, compute: () => Promise<CheckoutPurchase>): Promise<CheckoutPurchase> {
    return this.once(this.prices, orderId, compute);
  }

  async pay(orderId: string, deliver: () => Promise<Delivery>): Promise<Payment> {
    const alreadyPaid = this.deliveries.has(orderId);
    const delivery = await this.once(this.deliveries, orderId, deliver);
    return { delivery, alreadyPaid };
  }

  private once<T>(memory: Map<string, Promise<T>>, orderId: string, run: () => Promise<T>): Promise<T> {
    const known = memory.get(orderId);
    if (known !== undefined) return known;
    const started = run();
    memory.set(orderId, started);
    started.catch(() => memory.delete(orderId));
    return started;
  }
}
