import {
  EIP1193_USER_REJECTED,
  isUserRejection,
  USER_REJECTED_CODE,
} from '../../../../application/connection/isUserRejection';
import { KeyportError } from '../../../../domain/errors/KeyportError';

describe('isUserRejection (SPEC §4: a declined connection is not a failure)', () => {
  it('SPEC §4: an EIP-1193 error with code 4001 is the visitor saying no', () => {
    expect(EIP1193_USER_REJECTED).toBe(4001);
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection(Object.assign(new Error('rejected'), { code: 4001 }))).toBe(true);
  });

  it('SPEC §4: a KeyportError with code USER_REJECTED is the visitor saying no', () => {
    expect(USER_REJECTED_CODE).toBe('USER_REJECTED');
    expect(isUserRejection(new KeyportError('USER_REJECTED', 'User rejected the request.'))).toBe(true);
  });

  it('SPEC §4: a refusal wrapped as the cause of another error is still a refusal', () => {
    const wrapped = new KeyportError('WALLET_REQUEST_FAILED', 'Connection failed', { cause: { code: 4001 } });
    expect(isUserRejection(wrapped)).toBe(true);
    expect(
      isUserRejection(new Error('outer', { cause: new Error('inner', { cause: { code: 4001 } }) })),
    ).toBe(true);
  });

  it('a cause chain deeper than a wallet wraps its answer is not followed', () => {
    let error: unknown = { code: 4001 };
    for (let i = 0; i < 4; i += 1) error = new Error(`level ${i}`, { cause: error });
    expect(isUserRejection(error)).toBe(false);
  });

  it.each([
    ['another EIP-1193 code', { code: 4100 }],
    ['the code as text', { code: '4001' }],
    [
      'another KeyportError',
      new KeyportError('REQUEST_ALREADY_PENDING', 'A request is already open in your wallet'),
    ],
    ['a plain error', new Error('boom')],
    ['a string', 'User rejected'],
    ['null', null],
    ['undefined', undefined],
  ])('%s is a failure, not a refusal', (_label, error) => {
    expect(isUserRejection(error)).toBe(false);
  });
});
