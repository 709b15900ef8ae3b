import { connectionEndOf } from '../../../../domain/connection/ConnectionEnd';
import {
  RequestAlreadyPendingError,
  UserRejectedRequestError,
  WalletRequestFailedError,
} from '../../../../domain/errors/WalletRequestErrors';

describe('connectionEndOf: how a connection that did not connect ended (SPEC §4, §8)', () => {
  it('SPEC §4: the visitor saying no (USER_REJECTED, EIP-1193 4001) is "declined"', () => {
    expect(connectionEndOf(new UserRejectedRequestError())).toEqual({ status: 'declined' });
  });

  it('SPEC §8 REQUEST_ALREADY_PENDING (EIP-1193 -32002) is "pending", not a decline', () => {
    expect(connectionEndOf(new RequestAlreadyPendingError())).toEqual({ status: 'pending' });
  });

  it('anything else failed, with its SPEC §8 text', () => {
    expect(connectionEndOf(new WalletRequestFailedError('The extension crashed'))).toEqual({
      status: 'failed',
      message: 'The extension crashed',
    });
    expect(connectionEndOf('gone')).toEqual({ status: 'failed', message: 'gone' });
  });
});
