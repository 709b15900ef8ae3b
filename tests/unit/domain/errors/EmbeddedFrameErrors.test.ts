import {
  EmailLoginDependencyError,
  EmbeddedFrameRequestError,
  FRAME_ERROR_FALLBACK_TEXT,
  IframeNotSetError,
  OperationAbortedError,
  RequestAbortedError,
} from '../../../../domain/errors/EmbeddedFrameErrors';

describe('SPEC §8 embedded frame errors', () => {
  it('SPEC §8: a frame error carries the frame message', () => {
    const error = new EmbeddedFrameRequestError('Invalid code');
    expect(error.code).toBe('EMBEDDED_FRAME_REQUEST_FAILED');
    expect(error.shortMessage).toBe('Invalid code');
  });

  it('SPEC §8: without a message it is "An error occurred"', () => {
    expect(FRAME_ERROR_FALLBACK_TEXT).toBe('An error occurred');
    expect(new EmbeddedFrameRequestError(undefined).shortMessage).toBe('An error occurred');
    expect(new EmbeddedFrameRequestError('').shortMessage).toBe('An error occurred');
  });

  it.each([
    [new RequestAbortedError(), 'REQUEST_ABORTED', 'Request was aborted'],
    [new OperationAbortedError(), 'OPERATION_ABORTED', 'Something went wrong'],
    [new IframeNotSetError(), 'IFRAME_NOT_SET', 'iframe is not set'],
    [
      new EmailLoginDependencyError(),
      'EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE',
      'Unable to load email login dependency',
    ],
  ])('SPEC §8: %s has its code and exact text', (error, code, text) => {
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
  });

  it('SPEC §8: keeps the cause', () => {
    const cause = new Error('abort');
    for (const error of [
      new EmbeddedFrameRequestError('x', { cause }),
      new RequestAbortedError({ cause }),
      new OperationAbortedError({ cause }),
      new IframeNotSetError({ cause }),
      new EmailLoginDependencyError({ cause }),
    ]) {
      expect(error.cause).toBe(cause);
    }
  });
});
