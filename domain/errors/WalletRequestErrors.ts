import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/**
 * What a wallet can answer a request with, whatever the chain. The codes are stable so use cases
 * can branch on them (a visitor's refusal is "declined", not "failed"); `cause` keeps the wallet's
 * own error, with its numeric code, for whoever needs the detail.
 */

/** The visitor said no in their wallet (EIP-1193 4001). */
export class UserRejectedRequestError extends KeyportError {
  override readonly name = 'UserRejectedRequestError';

  constructor(options: KeyportErrorOptions = {}) {
    super('USER_REJECTED', 'User rejected the request.', options);
  }
}

/** The wallet has not given this site the account or method asked for (EIP-1193 4100). */
export class UnauthorizedWalletRequestError extends KeyportError {
  override readonly name = 'UnauthorizedWalletRequestError';

  constructor(options: KeyportErrorOptions = {}) {
    super('UNAUTHORIZED', 'The wallet has not authorized this account or request', options);
  }
}

/** The wallet does not know the network it was asked to switch to (EIP-3326 4902). */
export class ChainNotAddedError extends KeyportError {
  override readonly name = 'ChainNotAddedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('CHAIN_NOT_ADDED', 'This network has not been added to your wallet', options);
  }
}

/** The wallet is still showing an earlier prompt of this site (JSON-RPC -32002). */
export class RequestAlreadyPendingError extends KeyportError {
  override readonly name = 'RequestAlreadyPendingError';

  constructor(options: KeyportErrorOptions = {}) {
    super('REQUEST_ALREADY_PENDING', 'A request is already open in your wallet', options);
  }
}

/** The fallback when the wallet gives no text of its own. */
export const WALLET_REQUEST_FAILED_TEXT = 'The wallet could not complete the request';

/** Any other refusal or failure the wallet reports; the visitor reads the wallet's own words. */
export class WalletRequestFailedError extends KeyportError {
  override readonly name = 'WalletRequestFailedError';

  constructor(walletMessage: string | undefined, options: KeyportErrorOptions = {}) {
    super('WALLET_REQUEST_FAILED', walletMessage?.trim() || WALLET_REQUEST_FAILED_TEXT, options);
  }
}

/** The wallet answered, but not with what the request promises (a malformed account list, chain id…). */
export class InvalidWalletResponseError extends KeyportError {
  override readonly name = 'InvalidWalletResponseError';

  constructor(method: string, options: KeyportErrorOptions = {}) {
    super('INVALID_WALLET_RESPONSE', `The wallet gave an invalid answer to ${method}`, options);
  }
}

/** Signing or sending was asked for while no wallet is connected. */
export class WalletNotConnectedError extends KeyportError {
  override readonly name = 'WalletNotConnectedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('WALLET_NOT_CONNECTED', 'No wallet is connected', options);
  }
}

/** The connector names a wallet this page cannot reach (not installed, or gone since discovery). */
export class WalletUnavailableError extends KeyportError {
  override readonly name = 'WalletUnavailableError';

  constructor(walletName: string, options: KeyportErrorOptions = {}) {
    super('WALLET_UNAVAILABLE', `${walletName} is not available in this browser`, options);
  }
}
