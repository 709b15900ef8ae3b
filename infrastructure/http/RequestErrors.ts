import { KeyportError } from '../../domain/errors/KeyportError';

/**
 * A service did not answer within the allowed time. `call` names the request (e.g.
 * `GET /v1/account/{address}/balance`) so that the message says which one without leaking the
 * visitor's address.
 */
export class RequestTimeoutError extends KeyportError {
  override readonly name = 'RequestTimeoutError';
  readonly call: string;
  readonly timeoutMs: number;

  constructor(call: string, timeoutMs: number, cause: unknown) {
    super('TIMEOUT', `Request timed out after ${timeoutMs} ms`, { details: call, cause });
    this.call = call;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A service answered 2xx with a body that is not what the call promises (not JSON, or a field
 * missing or of the wrong type). Nothing of such an answer is used; `details` lists the fields.
 */
export class InvalidResponseError extends KeyportError {
  override readonly name = 'InvalidResponseError';
  readonly call: string;

  constructor(call: string, problem: string, cause?: unknown) {
    super('INVALID_RESPONSE', `Invalid response to ${call}`, {
      details: problem,
      ...(cause === undefined ? {} : { cause }),
    });
    this.call = call;
  }
}

/** The request never got an answer: the service is unreachable, refused or dropped the connection. */
export class RequestFailedError extends KeyportError {
  override readonly name = 'RequestFailedError';
  readonly call: string;

  constructor(call: string, cause: unknown) {
    super('REQUEST_FAILED', `Request failed: ${call}`, { cause, details: String(cause) });
    this.call = call;
  }
}
