import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/** SPEC §8: a sign-in was asked for while the host configured no SIWX. */
export class SiwxNotEnabledError extends KeyportError {
  override readonly name = 'SiwxNotEnabledError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SIWX_NOT_ENABLED', 'SIWX is not enabled', options);
  }
}

/** SPEC §8: signing in needs a connected account, and there is none. */
export class NoActiveCaipAddressError extends KeyportError {
  override readonly name = 'NoActiveCaipAddressError';

  constructor(options: KeyportErrorOptions = {}) {
    super('NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found', options);
  }
}

/** SPEC §8: signing in needs an active network and a connection client to sign with. */
export class NoActiveCaipNetworkOrClientError extends KeyportError {
  override readonly name = 'NoActiveCaipNetworkOrClientError';

  constructor(options: KeyportErrorOptions = {}) {
    super('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT', 'No ActiveCaipNetwork or client found', options);
  }
}

/** SPEC §8: the connection client that signs the sign-in message is missing. */
export class NoConnectionClientFoundError extends KeyportError {
  override readonly name = 'NoConnectionClientFoundError';

  constructor(options: KeyportErrorOptions = {}) {
    super('NO_CONNECTION_CLIENT_FOUND', 'No ConnectionController client found', options);
  }
}
