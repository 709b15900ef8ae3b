import { KeyportError } from './KeyportError';

/**
 * A synchronous read of a part Keyport loads on first use (its own chunk in a page) was made
 * before that part was loaded: the read names the action that loads it.
 */
export class FeatureNotLoadedError extends KeyportError {
  override readonly name = 'FeatureNotLoadedError';

  constructor(action: string, loadAction: string) {
    super('FEATURE_NOT_LOADED', `${action} needs ${loadAction}(keyport) to have finished first`);
  }
}
