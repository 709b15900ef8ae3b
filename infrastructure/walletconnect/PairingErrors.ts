import { KeyportError, type KeyportErrorOptions } from '../../domain/errors/KeyportError';

/**
 * What can end a WalletConnect pairing other than the visitor's refusal (which is
 * `UserRejectedRequestError`). The connecting view shows either as a failure with its message and
 * "Try again" (a pairing shown to the visitor is renewed before it can expire); the stable codes
 * tell hosts and logs which it was.
 */

/** The wallet did not answer the proposal before it expired. */
export class PairingExpiredError extends KeyportError {
  override readonly name = 'PairingExpiredError';

  constructor(options: KeyportErrorOptions = {}) {
    super('PAIRING_EXPIRED', 'The connection request expired', options);
  }
}

/** The proposal could not be sent, or the wallet refused it for a reason of its own. */
export class PairingFailedError extends KeyportError {
  override readonly name = 'PairingFailedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('PAIRING_FAILED', 'The connection request failed', options);
  }
}
