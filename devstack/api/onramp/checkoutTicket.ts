import { randomUUID } from 'node:crypto';
import { badRequest } from '../http/ApiError';

/** How long a checkout URL can be paid: long enough to finish a purchase, short enough to go stale. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

/**
 * What makes a checkout URL payable: an id, so that paying it twice delivers once, and an expiry
 * (ms since the epoch), as a provider's hosted session has.
 */
export interface CheckoutTicket {
  readonly orderId: string;
  readonly expiresAt: number;
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function issueCheckoutTicket(now: number): CheckoutTicket {
  return { orderId: randomUUID(), expiresAt: now + CHECKOUT_LIFETIME_MS };
}

/** The ticket a checkout URL carries; a missing, malformed or expired one is a 400. */
export function ticketFromQuery(query: URLSearchParams, now: number): CheckoutTicket {
  const orderId = query.get('orderId') ?? '';
  if (!ORDER_ID.test(orderId)) throw badRequest('invalid_order', 'The order has no valid order id');
  const expiresAt = Number(query.get('expiresAt') ?? '');
  if (!Number.isSafeInteger(expiresAt)) {
    throw badRequest('invalid_order', 'The order has no valid expiry');
  }
  if (expiresAt <= now) {
    throw badRequest('expired_order', `The order expired at ${new Date(expiresAt).toISOString()}`);
  }
  return { orderId, expiresAt };
}
