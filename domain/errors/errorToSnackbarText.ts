import { isKeyportError } from './KeyportError';

/** SPEC §8: the snackbar's last resort when an error carries no readable text. */
export const UNKNOWN_ERROR_TEXT = 'Unknown error';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function firstIssueMessage(value: object): string | undefined {
  if (!('issues' in value) || !Array.isArray(value.issues)) {
    return undefined;
  }
  const [first]: readonly unknown[] = value.issues;
  if (typeof first === 'object' && first !== null && 'message' in first && isNonEmptyString(first.message)) {
    return first.message;
  }
  return undefined;
}

function ownMessage(value: object): string | undefined {
  return 'message' in value && isNonEmptyString(value.message) ? value.message : undefined;
}

/**
 * SPEC §8: the text a snackbar shows for anything that was thrown or rejected. Errors come from
 * wallets, validators and servers in every shape, so the most specific readable text wins:
 * a Keyport error's short message (its message may carry technical details), a plain string,
 * the first issue of a validation result (`{ issues: [{ message }] }`), an error's message,
 * and otherwise "Unknown error". An empty text is never shown: it counts as no text.
 */
export function errorToSnackbarText(error: unknown): string {
  if (isKeyportError(error)) {
    return error.shortMessage;
  }
  if (isNonEmptyString(error)) {
    return error;
  }
  if (typeof error === 'object' && error !== null) {
    return firstIssueMessage(error) ?? ownMessage(error) ?? UNKNOWN_ERROR_TEXT;
  }
  return UNKNOWN_ERROR_TEXT;
}
