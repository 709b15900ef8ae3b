import { KeyportError, type KeyportErrorOptions } from '../errors/KeyportError';

/** SPEC §1: "If both siweConfig and siwx are set, creation fails": two sign-in setups would compete. */
export class SiweAndSiwxError extends KeyportError {
  override readonly name = 'SiweAndSiwxError';

  constructor() {
    super('SIWE_AND_SIWX', 'Options siweConfig and siwx cannot both be set; pass only siwx');
  }
}

/** Every wallet connects on a network, so at least one must be configured. */
export class NetworksRequiredError extends KeyportError {
  override readonly name = 'NetworksRequiredError';

  constructor() {
    super('NETWORKS_REQUIRED', 'Option networks must list at least one network');
  }
}

/**
 * A network is not a usable CAIP network. `where` says which: an index into the `networks` option,
 * or a name for a network given elsewhere (e.g. the argument of `switchNetwork`).
 */
export class InvalidNetworkError extends KeyportError {
  override readonly name = 'InvalidNetworkError';
  readonly index: number | undefined;

  constructor(where: number | string, reason: string, options: KeyportErrorOptions = {}) {
    const location = typeof where === 'number' ? `networks[${where}]` : where;
    super('INVALID_NETWORK', `Invalid network at ${location}: ${reason}`, options);
    this.index = typeof where === 'number' ? where : undefined;
  }
}

/** The default network must be one the modal can switch to, i.e. one of `networks`. */
export class DefaultNetworkNotConfiguredError extends KeyportError {
  override readonly name = 'DefaultNetworkNotConfiguredError';

  constructor(caipNetworkId: string) {
    super(
      'DEFAULT_NETWORK_NOT_CONFIGURED',
      `Option defaultNetwork (${caipNetworkId}) is not one of networks`,
    );
  }
}

/**
 * A link among the options that the modal would show or open fails the link rule (`domain/link`):
 * a `javascript:` terms link or a custom wallet's `data:` link is refused at creation, named.
 */
export class UnsafeOptionLinkError extends KeyportError {
  override readonly name = 'UnsafeOptionLinkError';

  constructor(problem: string) {
    super('UNSAFE_OPTION_LINK', `Option ${problem}`);
  }
}

/** A base URL of an outside service is not an absolute URL with the scheme that service needs. */
export class InvalidApiUrlError extends KeyportError {
  override readonly name = 'InvalidApiUrlError';

  constructor(service: string, schemes: readonly string[]) {
    super('INVALID_API_URL', `Option apiUrls.${service} must be an absolute ${schemes.join(' or ')} URL`);
  }
}
