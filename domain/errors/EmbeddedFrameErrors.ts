import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/** SPEC §8: the text used when the embedded wallet frame reports an error without a message. */
export const FRAME_ERROR_FALLBACK_TEXT = 'An error occurred';

/**
 * SPEC §8: the embedded wallet frame answered a request with an error. Its own message is shown
 * as is, because the frame knows best what went wrong (a wrong code, an expired session…).
 */
export class EmbeddedFrameRequestError extends KeyportError {
  override readonly name = 'EmbeddedFrameRequestError';

  constructor(message: string | undefined, options: KeyportErrorOptions = {}) {
    super(
      'EMBEDDED_FRAME_REQUEST_FAILED',
      message !== undefined && message.length > 0 ? message : FRAME_ERROR_FALLBACK_TEXT,
      options,
    );
  }
}

/** SPEC §8: an RPC request to the embedded wallet was aborted (its requests were rejected). */
export class RequestAbortedError extends KeyportError {
  override readonly name = 'RequestAbortedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('REQUEST_ABORTED', 'Request was aborted', options);
  }
}

/** SPEC §8: any other embedded wallet request that was aborted (the frame failed or was unloaded). */
export class OperationAbortedError extends KeyportError {
  override readonly name = 'OperationAbortedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('OPERATION_ABORTED', 'Something went wrong', options);
  }
}

/** SPEC §8: a message was to be sent to the embedded wallet before its frame existed. */
export class IframeNotSetError extends KeyportError {
  override readonly name = 'IframeNotSetError';

  constructor(options: KeyportErrorOptions = {}) {
    super('IFRAME_NOT_SET', 'iframe is not set', options);
  }
}

/** SPEC §8: the code for email and social login is loaded on demand, and that load failed. */
export class EmailLoginDependencyError extends KeyportError {
  override readonly name = 'EmailLoginDependencyError';

  constructor(options: KeyportErrorOptions = {}) {
    super('EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE', 'Unable to load email login dependency', options);
  }
}

/** A message that claimed to come from the embedded wallet frame is not one it may send. */
export class InvalidFrameEventError extends KeyportError {
  override readonly name = 'InvalidFrameEventError';

  constructor(details: string) {
    super('INVALID_FRAME_EVENT', 'Invalid message from the embedded wallet', { details });
  }
}

/** SPEC §5 "message types are checked and invalid ones throw": a request to the frame was malformed. */
export class InvalidAppEventError extends KeyportError {
  override readonly name = 'InvalidAppEventError';

  constructor(details: string) {
    super('INVALID_APP_EVENT', 'Invalid message to the embedded wallet', { details });
  }
}

/** SPEC §5, §6: the embedded wallet only runs methods it recognises. */
export class RpcCallNotAllowedError extends KeyportError {
  override readonly name = 'RpcCallNotAllowedError';
  readonly method: string;

  constructor(method: string, options: KeyportErrorOptions = {}) {
    super('RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed', { details: method, ...options });
    this.method = method;
  }
}
