import { connectFailure } from '../../../../application/connection/connectFailure';
import { ChainAdapterNotFoundError } from '../../../../domain/errors/ClientSetupErrors';
import { KeyportError } from '../../../../domain/errors/KeyportError';
import {
  UserRejectedRequestError,
  WalletRequestFailedError,
} from '../../../../domain/errors/WalletRequestErrors';

describe('connectFailure: why a connection did not happen, as one typed error (SPEC §4, §8)', () => {
  it("SPEC §4: a wallet's refusal in any shape is USER_REJECTED, keeping what the wallet said as its cause", () => {
    const raw = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const wrapped = new Error('connect failed', { cause: raw });

    expect(connectFailure(raw)).toBeInstanceOf(UserRejectedRequestError);
    expect(connectFailure(raw)).toMatchObject({ code: 'USER_REJECTED', cause: raw });
    expect(connectFailure(wrapped)).toMatchObject({ code: 'USER_REJECTED', cause: wrapped });
  });

  it("an adapter's own KeyportError, a refusal or another, is kept as it is", () => {
    const refusal = new KeyportError('USER_REJECTED', 'User rejected the request.');
    const missing = new ChainAdapterNotFoundError();

    expect(connectFailure(refusal)).toBe(refusal);
    expect(connectFailure(missing)).toBe(missing);
  });

  it('SPEC §8: anything else is WALLET_REQUEST_FAILED with its text, or "Unknown error"', () => {
    const crash = new Error('The extension crashed');

    expect(connectFailure(crash)).toBeInstanceOf(WalletRequestFailedError);
    expect(connectFailure(crash)).toMatchObject({ shortMessage: 'The extension crashed', cause: crash });
    expect(connectFailure({ code: -32603 })).toMatchObject({
      code: 'WALLET_REQUEST_FAILED',
      shortMessage: 'Unknown error',
    });
  });
});
