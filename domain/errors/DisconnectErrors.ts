import { KeyportError, type KeyportErrorOptions } from './KeyportError';
import { errorToSnackbarText } from './errorToSnackbarText';

/** SPEC §8: the wallet-connect session could not be closed. */
export class DisconnectFailedError extends KeyportError {
  override readonly name = 'DisconnectFailedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('DISCONNECT_FAILED', 'Failed to disconnect', options);
  }
}

/**
 * SPEC §8: one namespace could not be disconnected. The text names the chain and repeats the
 * cause's own message, because a multi-chain disconnect fails per chain and the visitor needs to
 * know which one and why.
 */
export class ChainDisconnectFailedError extends KeyportError {
  override readonly name = 'ChainDisconnectFailedError';
  readonly chain: string;

  constructor(chain: string, cause: unknown) {
    super('CHAIN_DISCONNECT_FAILED', `Failed to disconnect chain ${chain}: ${errorToSnackbarText(cause)}`, {
      cause,
    });
    this.chain = chain;
  }
}
