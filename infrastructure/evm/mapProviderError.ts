import { isKeyportError, type KeyportError } from '../../domain/errors/KeyportError';
import {
  ChainNotAddedError,
  RequestAlreadyPendingError,
  UnauthorizedWalletRequestError,
  UserRejectedRequestError,
  WalletRequestFailedError,
} from '../../domain/errors/WalletRequestErrors';

/** EIP-1193, EIP-3326 and JSON-RPC codes wallets answer with. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  chainNotAdded: 4902,
  requestPending: -32002,
} as const;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * The wallet's error code. Some mobile wallets wrap the real one as
 * `{ code: -32603, data: { originalError: { code } } }`; the wrapped code is what the wallet meant.
 */
export function providerErrorCode(error: unknown): number | undefined {
  const wrapped = field(field(field(error, 'data'), 'originalError'), 'code');
  if (typeof wrapped === 'number') return wrapped;
  const code = field(error, 'code');
  return typeof code === 'number' ? code : undefined;
}

/** The text of a wallet's error as it gave it: an Error, a `{ code, message }`, a string. */
export function walletMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  const message = field(error, 'message');
  return typeof message === 'string' ? message : undefined;
}

/**
 * A wallet's failure as the KeyportError the product understands: a refusal is USER_REJECTED, and
 * so on. The wallet's own error stays as `cause` (its numeric code readable there).
 */
export function mapProviderError(error: unknown): KeyportError {
  if (isKeyportError(error)) return error;
  const options = { cause: error };
  switch (providerErrorCode(error)) {
    case PROVIDER_ERROR_CODES.userRejected:
      return new UserRejectedRequestError(options);
    case PROVIDER_ERROR_CODES.unauthorized:
      return new UnauthorizedWalletRequestError(options);
    case PROVIDER_ERROR_CODES.chainNotAdded:
      return new ChainNotAddedError(options);
    case PROVIDER_ERROR_CODES.requestPending:
      return new RequestAlreadyPendingError(options);
    default:
      return new WalletRequestFailedError(walletMessage(error), options);
  }
}
