import { KeyportError, type KeyportErrorOptions } from '../../domain/errors/KeyportError';

/**
 * What can end a WalletConnect pairing other than the visitor's refusal (which is
 * `UserRejectedRequestError`). The codes are stable so the connecting view can tell an expired
 * request (show a fresh QR code) from a failure (show the error and a retry).
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
