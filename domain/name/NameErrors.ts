import { KeyportError } from '../errors/KeyportError';

/** SPEC §5: the name has characters other than letters, digits and hyphens, or is too short. */
export class InvalidNameError extends KeyportError {
  override readonly name = 'InvalidNameError';

  constructor(candidate: string) {
    super('INVALID_NAME', 'A name must be at least 4 characters of letters, digits and hyphens', {
      details: `${JSON.stringify(candidate)} does not qualify`,
    });
  }
}

/** SPEC §5: a name can only be registered with an active network. */
export class NetworkNotFoundError extends KeyportError {
  override readonly name = 'NetworkNotFoundError';

  constructor() {
    super('NETWORK_NOT_FOUND', 'Network not found');
  }
}

/** SPEC §5: a name can only be registered for a connected address through the auth connector. */
export class AddressOrAuthConnectorNotFoundError extends KeyportError {
  override readonly name = 'AddressOrAuthConnectorNotFoundError';

  constructor() {
    super('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found');
  }
}

/** SPEC §5: the chain id cannot be turned into a name-service coin type. */
export class InvalidChainIdError extends KeyportError {
  override readonly name = 'InvalidChainIdError';

  constructor(chainId: unknown) {
    super('INVALID_CHAIN_ID', 'Invalid chainId', {
      details: `${String(chainId)} is not an EVM chain id below 2^31`,
    });
  }
}

/**
 * SPEC §8: a name-service call failed; `shortMessage` is the server's reason or the operation's
 * fallback text (see `nameErrorMessage`).
 */
export class NameServiceError extends KeyportError {
  override readonly name = 'NameServiceError';

  constructor(shortMessage: string, cause: unknown) {
    super('NAME_SERVICE_ERROR', shortMessage, { cause });
  }
}

/** Every reason name registration can be refused before anything is sent. */
export type NameRegistrationError = NetworkNotFoundError | AddressOrAuthConnectorNotFoundError;
