import { KeyportError } from './KeyportError';

/**
 * A WalletConnect pairing did not start in time: no `wc:` uri came back from the SDK, usually
 * because the relay cannot be reached (it keeps trying to connect and never says so). The
 * connecting view shows this with "Try again" rather than an empty QR code.
 */
export class PairingStartTimeoutError extends KeyportError {
  override readonly name = 'PairingStartTimeoutError';

  constructor() {
    super('PAIRING_START_TIMEOUT', 'WalletConnect could not be reached. Check the connection and try again.');
  }
}
