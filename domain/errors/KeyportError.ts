import { type KeyportErrorCode } from './KeyportErrorCode';

export interface KeyportErrorOptions {
  readonly cause?: unknown;
  /** Extra lines appended to `message` (never to `shortMessage`), e.g. the cause's own text. */
  readonly details?: string;
}

/**
 * The one base of every error Keyport raises on purpose. Each subclass carries a stable
 * machine-readable `code` (one of `KeyportErrorCode`, so a code that is not listed fails to
 * compile), the exact human `shortMessage` of the SPEC, and the `cause` it wraps, so hosts can
 * branch on `code` while visitors read `shortMessage`.
 */
export class KeyportError<Code extends KeyportErrorCode = KeyportErrorCode> extends Error {
  override readonly name: string = 'KeyportError';
  readonly code: Code;
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(code: Code, shortMessage: string, options: KeyportErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
  }
}

export function isKeyportError(value: unknown): value is KeyportError {
  return value instanceof KeyportError;
}
