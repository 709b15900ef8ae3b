import {
  TokenBalanceUnavailableError,
  TransactionsFetchFailedError,
} from '../../../../domain/errors/AccountDataErrors';

describe('SPEC §8 account data errors', () => {
  it.each([
    [new TokenBalanceUnavailableError(), 'TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    [new TransactionsFetchFailedError(), 'TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions'],
  ])('SPEC §8: %s has its code and exact text', (error, code, text) => {
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
  });

  it('SPEC §8: keeps the cause', () => {
    const cause = new Error('timeout');
    expect(new TokenBalanceUnavailableError({ cause }).cause).toBe(cause);
    expect(new TransactionsFetchFailedError({ cause }).cause).toBe(cause);
  });
});
