import { KeyportError } from '../../domain/errors/KeyportError';

/**
 * A service answered with a body larger than the call's limit (`answerSizeLimitBytes`): it was
 * not read further, and nothing of it is used. Only a service gone wrong sends that much, and
 * parsing and rendering it would freeze the page.
 */
export class ResponseTooLargeError extends KeyportError {
  override readonly name = 'ResponseTooLargeError';
  readonly call: string;
  readonly limitBytes: number;

  constructor(call: string, limitBytes: number) {
    super('RESPONSE_TOO_LARGE', `The answer to ${call} is larger than its limit of ${limitBytes} bytes`);
    this.call = call;
    this.limitBytes = limitBytes;
  }
}
