import { KeyportError, isKeyportError } from '../../../../domain/errors/KeyportError';

describe('KeyportError (ARCHITECTURE "Errors": errors carry a stable code, a shortMessage and the cause)', () => {
  it('keeps code, shortMessage and cause', () => {
    const cause = new Error('socket closed');
    const error = new KeyportError('HTTP_STATUS', 'HTTP status code: 500', { cause });
    expect(error.code).toBe('HTTP_STATUS');
    expect(error.shortMessage).toBe('HTTP status code: 500');
    expect(error.message).toBe('HTTP status code: 500');
    expect(error.cause).toBe(cause);
    expect(isKeyportError(error)).toBe(true);
    expect(isKeyportError(cause)).toBe(false);
  });

  it('appends details to message but never to shortMessage', () => {
    const error = new KeyportError('UNKNOWN_ERROR', 'Short', { details: 'more' });
    expect(error.shortMessage).toBe('Short');
    expect(error.message).toBe('Short\n\nDetails: more');
    expect(error.details).toBe('more');
  });
});
