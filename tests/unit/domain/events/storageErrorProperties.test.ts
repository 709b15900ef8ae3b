import { DISPLAY_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits';
import { storageErrorProperties } from '../../../../domain/events/storageErrorProperties';

describe('storageErrorProperties (STORAGE_ERROR: what the host hears of a failing store)', () => {
  it('names the operation, the key and the error message, never the value', () => {
    expect(
      storageErrorProperties('write', '@keyport/recent_wallets', new Error('QuotaExceededError')),
    ).toEqual({
      operation: 'write',
      key: '@keyport/recent_wallets',
      errorMessage: 'QuotaExceededError',
    });
  });

  it('a store rejecting with something other than an Error is described by its text', () => {
    expect(storageErrorProperties('read', 'k', 'IDB closed').errorMessage).toBe('IDB closed');
  });

  it("Hostile store: a long message is cut to a sentence's length", () => {
    const { errorMessage } = storageErrorProperties('remove', 'k', new Error('x'.repeat(10_000)));
    expect(typeof errorMessage).toBe('string');
    expect((errorMessage ?? '').length).toBeLessThanOrEqual(DISPLAY_TEXT_MAX_LENGTH.message);
  });
});
