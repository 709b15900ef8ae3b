import { KeyportError, type KeyportErrorOptions } from '../../domain/errors/KeyportError';

/**
 * The WalletConnect client could not start: its code did not load (the page went offline) or the
 * SDK failed to set itself up. Kept apart from the pairing errors because it is raised by the code
 * a page loads up front, which must stay small.
 */
export class WalletConnectStartError extends KeyportError {
  override readonly name = 'WalletConnectStartError';

  constructor(options: KeyportErrorOptions = {}) {
    super('WALLET_CONNECT_START_FAILED', 'WalletConnect could not start', options);
  }
}
