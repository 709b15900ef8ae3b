import { NameServiceError } from '../../domain/name/NameErrors';
import { type NameOperation, toNameServiceError } from '../../domain/name/nameErrorMessage';

/**
 * SPEC §8 name errors from a failed name-service call. An adapter that already read the server's
 * refusal hands a `NameServiceError`, kept as it is. Otherwise the refusal body, when there is
 * one, travels as the cause of the HTTP error (`{status, reasons}`); whatever else failed (the
 * network, a decoder) has no reasons, so the operation's fallback text is used.
 */
export function nameServiceFailure(error: unknown, operation: NameOperation): NameServiceError {
  if (error instanceof NameServiceError) return error;
  const body = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return toNameServiceError(body, operation);
}
