import { errorToSnackbarText } from '../../../../domain/errors/errorToSnackbarText';
import { isKeyportError } from '../../../../domain/errors/KeyportError';
import {
  ChainNotAddedError,
  InvalidWalletResponseError,
  RequestAlreadyPendingError,
  UnauthorizedWalletRequestError,
  UserRejectedRequestError,
  WALLET_REQUEST_FAILED_TEXT,
  WalletNotConnectedError,
  WalletRequestFailedError,
  WalletUnavailableError,
} from '../../../../domain/errors/WalletRequestErrors';

describe('wallet request errors (EIP-1193 errors mapped; 4001 shows the declined state)', () => {
  it.each([
    [new UserRejectedRequestError(), 'USER_REJECTED', 'User rejected the request.'],
    [
      new UnauthorizedWalletRequestError(),
      'UNAUTHORIZED',
      'The wallet has not authorized this account or request',
    ],
    [new ChainNotAddedError(), 'CHAIN_NOT_ADDED', 'This network has not been added to your wallet'],
    [new RequestAlreadyPendingError(), 'REQUEST_ALREADY_PENDING', 'A request is already open in your wallet'],
    [new WalletRequestFailedError('Insufficient funds'), 'WALLET_REQUEST_FAILED', 'Insufficient funds'],
    [new WalletRequestFailedError(undefined), 'WALLET_REQUEST_FAILED', WALLET_REQUEST_FAILED_TEXT],
    [
      new InvalidWalletResponseError('eth_chainId'),
      'INVALID_WALLET_RESPONSE',
      'The wallet gave an invalid answer to eth_chainId',
    ],
    [new WalletNotConnectedError(), 'WALLET_NOT_CONNECTED', 'No wallet is connected'],
    [new WalletUnavailableError('Quill'), 'WALLET_UNAVAILABLE', 'Quill is not available in this browser'],
  ])('%s has a stable code and the text the snackbar shows (SPEC §8 snackbar text)', (error, code, text) => {
    expect(isKeyportError(error)).toBe(true);
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
    expect(errorToSnackbarText(error)).toBe(text);
  });

  it("keeps the wallet's error as cause, its EIP-1193 code readable there", () => {
    const walletError = { code: 4001, message: 'User denied account authorization' };
    expect((new UserRejectedRequestError({ cause: walletError }).cause as typeof walletError).code).toBe(
      4001,
    );
  });
});
