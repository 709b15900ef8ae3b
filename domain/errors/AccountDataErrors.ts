import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/**
 * SPEC §8: balances could not be loaded or the network has none to show. The snackbar says so
 * and no new attempt is made before the balance retry gap of SPEC §9.
 */
export class TokenBalanceUnavailableError extends KeyportError {
  override readonly name = 'TokenBalanceUnavailableError';

  constructor(options: KeyportErrorOptions = {}) {
    super('TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable', options);
  }
}

/** SPEC §8: the activity history could not be loaded; the history is then shown as empty. */
export class TransactionsFetchFailedError extends KeyportError {
  override readonly name = 'TransactionsFetchFailedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions', options);
  }
}
