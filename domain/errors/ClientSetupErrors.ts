import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/**
 * SPEC §8: errors that mean the product was used before its parts were wired together. They
 * point at the host's setup, not at the visitor, so their codes are what hosts branch on.
 */
export class ChainAdapterNotFoundError extends KeyportError {
  override readonly name = 'ChainAdapterNotFoundError';

  constructor(options: KeyportErrorOptions = {}) {
    super('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found', options);
  }
}

/** SPEC §8: a network operation ran before the network client was set. */
export class NetworkClientNotSetError extends KeyportError {
  override readonly name = 'NetworkClientNotSetError';

  constructor(options: KeyportErrorOptions = {}) {
    super('NETWORK_CLIENT_NOT_SET', 'NetworkController client not set', options);
  }
}

/** SPEC §8: a connection operation ran before the connection client was set. */
export class ConnectionClientNotSetError extends KeyportError {
  override readonly name = 'ConnectionClientNotSetError';

  constructor(options: KeyportErrorOptions = {}) {
    super('CONNECTION_CLIENT_NOT_SET', 'ConnectionController client not set', options);
  }
}

/** SPEC §8: an operation that works per namespace was called without saying which one. */
export class ChainRequiredError extends KeyportError {
  override readonly name = 'ChainRequiredError';

  constructor(options: KeyportErrorOptions = {}) {
    super('CHAIN_REQUIRED', 'Chain is required to perform this action', options);
  }
}

/** SPEC §8: a wallet-connect operation found no wallet-connect connector registered. */
export class WalletConnectConnectorNotFoundError extends KeyportError {
  override readonly name = 'WalletConnectConnectorNotFoundError';

  constructor(options: KeyportErrorOptions = {}) {
    super('WALLET_CONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found', options);
  }
}
