import { KeyportError } from './KeyportError';

/**
 * SPEC §8: an HTTP answer outside 2xx. The status is kept as a number so callers can react to
 * particular ones (a 403 from analytics raises the Invalid App Configuration alert).
 */
export class HttpStatusError extends KeyportError {
  override readonly name = 'HttpStatusError';
  readonly status: number;

  constructor(status: number, cause?: unknown) {
    super('HTTP_STATUS', `HTTP status code: ${status}`, cause === undefined ? {} : { cause });
    this.status = status;
  }
}
