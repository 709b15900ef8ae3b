import { timer } from 'rxjs';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import {
  type OnrampAmount,
  type OnrampQuote,
  type OnrampQuoteRequest,
} from '../../../domain/onramp/OnrampQuote';
import { type PricedPurchase, OnrampService } from '../../onramp/OnrampService';
import { Clock } from '../../ports/Clock';
import { type Keyport } from '../Keyport';
import { loadOnrampFeature } from '../features/accountFeatures';
import { runtimeOf, runtimeWith } from '../internal/runtime';

export type { OnrampAmount, OnrampQuote };

export interface GetOnrampQuoteParameters extends OnrampQuoteRequest {
  /**
   * Asks only after this many ms of the instance's clock: a form pricing what is typed waits for
   * the typing to pause, and aborts the wait (`signal`) when the amount changes again.
   */
  readonly waitMs?: number;
  /** Abandons the quote: it rejects with the signal's reason, and nothing more is asked. */
  readonly signal?: AbortSignal;
}

/** The quote, and whether it is only the SPEC §7 echo of the amount (an estimate, not an offer). */
export type GetOnrampQuoteReturnType = PricedPurchase;

/** The signal's reason when aborted; a failed call is no error (SPEC §7: the echo quote). */
export type GetOnrampQuoteErrorType = KeyportDestroyedError | unknown;

/**
 * The price of a purchase (SPEC §3 onramp quote): what is received, the fees and the total. When
 * the quote call fails, or the active network is one the API does not serve, the amount is echoed
 * one to one with no fees (SPEC §7) and `estimate` is true: show it as an estimate, never as the
 * provider's offer.
 *
 * @example
 * const { quote, estimate } = await getOnrampQuote(keyport, {
 *   purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'base',
 * });
 */
export async function getOnrampQuote(
  keyport: Keyport,
  parameters: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  const { waitMs = 0, signal, ...request } = parameters;
  // The wait starts now, while the feature's code loads, so the pause is measured from the ask.
  const waiting =
    waitMs > 0 ? rest(runtimeOf(keyport, 'getOnrampQuote').get(Clock), waitMs, signal) : undefined;
  const [runtime] = await Promise.all([runtimeWith(keyport, 'getOnrampQuote', loadOnrampFeature), waiting]);
  if (signal?.aborted === true) throw signal.reason;
  return runtime.get(OnrampService).price(request);
}

/** Resolves after `ms` on the clock, or rejects with the signal's reason as soon as it is aborted. */
function rest(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = (): void => {
      waiting.unsubscribe();
      reject(signal?.reason);
    };
    const waiting = timer(ms, clock.scheduler).subscribe(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    });
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}
