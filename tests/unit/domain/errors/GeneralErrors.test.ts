import { UnknownError } from '../../../../domain/errors/GeneralErrors';

describe('SPEC §8 general errors', () => {
  it('SPEC §8: "Unknown error"', () => {
    const cause = Symbol('thrown');
    const error = new UnknownError({ cause });
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.shortMessage).toBe('Unknown error');
    expect(error.cause).toBe(cause);
    expect(new UnknownError().shortMessage).toBe('Unknown error');
  });
});
