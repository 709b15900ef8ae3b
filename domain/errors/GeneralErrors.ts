import { KeyportError, type KeyportErrorOptions } from './KeyportError';
import { UNKNOWN_ERROR_TEXT } from './errorToSnackbarText';

/** SPEC §8 "Unknown error": a failure whose cause says nothing a visitor could read. */
export class UnknownError extends KeyportError {
  override readonly name = 'UnknownError';

  constructor(options: KeyportErrorOptions = {}) {
    super('UNKNOWN_ERROR', UNKNOWN_ERROR_TEXT, options);
  }
}
