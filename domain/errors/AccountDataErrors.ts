import { type TokenBalance } from '../balance/TokenBalance';
import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/** Why the balances are not there: they could not be read, or the API serves none on the network. */
export type TokenBalanceUnavailableReason = 'failed' | 'unsupported';

export interface TokenBalanceUnavailableOptions extends KeyportErrorOptions {
  /** `failed` unless given. */
  readonly reason?: TokenBalanceUnavailableReason;
  /**
   * After a failure: when (ms on the instance's clock) the SPEC §9 retry gap lets the API be asked
   * again. Before then, asking again answers this same error without a request.
   */
  readonly retryAt?: number;
  /** The balances last read for that account and network, however old; none when never read. */
  readonly lastKnownBalances?: readonly TokenBalance[];
}

/**
 * SPEC §8: balances could not be loaded or the network has none to show. The snackbar says so
 * and no new attempt is made before the balance retry gap of SPEC §9. The error carries what a
 * caller needs to go on: why, when a retry may be made, and the balances last known.
 */
export class TokenBalanceUnavailableError extends KeyportError {
  override readonly name = 'TokenBalanceUnavailableError';
  readonly reason: TokenBalanceUnavailableReason;
  readonly retryAt: number | undefined;
  readonly lastKnownBalances: readonly TokenBalance[];

  constructor(options: TokenBalanceUnavailableOptions = {}) {
    super('TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable', options);
    this.reason = options.reason ?? 'failed';
    this.retryAt = options.retryAt;
    this.lastKnownBalances = options.lastKnownBalances ?? [];
  }
}

/** SPEC §8: the activity history could not be loaded; the history is then shown as empty. */
export class TransactionsFetchFailedError extends KeyportError {
  override readonly name = 'TransactionsFetchFailedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions', options);
  }
}
