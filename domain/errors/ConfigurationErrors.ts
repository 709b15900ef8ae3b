import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/** SPEC §8: the service refused this site (origin not allowed, invalid project id, unverified domain). */
export class InvalidAppConfigurationError extends KeyportError {
  override readonly name = 'InvalidAppConfigurationError';

  constructor(options: KeyportErrorOptions = {}) {
    super('INVALID_APP_CONFIGURATION', 'Invalid App Configuration', options);
  }
}

/**
 * SPEC §1: a hook that reads the modal was used before the modal was created. The hook's name is
 * in the text so the developer sees which call is too early.
 */
export class CreateAppKitRequiredError extends KeyportError {
  override readonly name = 'CreateAppKitRequiredError';
  readonly hookName: string;

  constructor(hookName: string) {
    super('CREATE_APPKIT_REQUIRED', `Please call createAppKit before using ${hookName}`);
    this.hookName = hookName;
  }
}
