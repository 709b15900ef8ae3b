import * as fc from 'fast-check';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';

describe('SPEC §8 HTTP status errors', () => {
  it('SPEC §8: "HTTP status code: {status}"', () => {
    const response = { status: 403 };
    const error = new HttpStatusError(403, response);
    expect(error.code).toBe('HTTP_STATUS');
    expect(error.shortMessage).toBe('HTTP status code: 403');
    expect(error.status).toBe(403);
    expect(error.cause).toBe(response);
  });

  it('SPEC §8: the status is in the text for every status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const error = new HttpStatusError(status);
        return error.shortMessage === `HTTP status code: ${status}` && error.cause === undefined;
      }),
    );
  });
});
