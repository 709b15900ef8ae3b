import { isKeyportError, type KeyportError } from '../../domain/errors/KeyportError';
import { UserRejectedRequestError } from '../../domain/errors/WalletRequestErrors';
import {
  mapProviderError,
  PROVIDER_ERROR_CODES,
  providerErrorCode,
  walletMessage,
} from '../evm/mapProviderError';
import { PairingExpiredError, PairingFailedError } from './PairingErrors';

/** Codes of the WalletConnect protocol (its SDK error table) that Keyport tells apart. */
const WALLET_CONNECT_ERROR_CODES = {
  /** The visitor refused in the wallet ("User rejected."). */
  userRejected: 5000,
  /** The SDK's own timer ran out ("Proposal expired", "Request expired"). */
  expired: 6,
  /** Sent with a session delete the visitor asked for. */
  userDisconnected: 6000,
} as const;

/** The reason a session delete carries when the visitor disconnects from the site. */
export const USER_DISCONNECTED_REASON = {
  code: WALLET_CONNECT_ERROR_CODES.userDisconnected,
  message: 'User disconnected.',
} as const;

/**
 * A wallet says no with the protocol's code (5000) or, relaying its EVM provider, with EIP-1193's
 * (4001). Either way it is the visitor's decision, which the modal shows as "declined".
 */
export function isUserRejection(error: unknown): boolean {
  const code = providerErrorCode(error);
  return code === WALLET_CONNECT_ERROR_CODES.userRejected || code === PROVIDER_ERROR_CODES.userRejected;
}

/**
 * Why a proposal did not become a session: refused in the wallet, expired unanswered, or failed.
 * The SDK reports expiry either with its EXPIRED code or, from its expiry watcher, as a plain
 * "Proposal expired" with code 0, so the text is read as well.
 */
export function mapProposalError(error: unknown): KeyportError {
  if (isKeyportError(error)) return error;
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error });
  const text = walletMessage(error);
  if (providerErrorCode(error) === WALLET_CONNECT_ERROR_CODES.expired || /expired/i.test(text ?? '')) {
    return new PairingExpiredError({ cause: error });
  }
  return new PairingFailedError({ cause: error, ...(text ? { details: text } : {}) });
}

/**
 * A request's failure, as the product knows it from injected wallets: a phone wallet relays its
 * provider's EIP-1193 codes (4001, 4100, 4902, -32002), so they map the same way, plus the
 * protocol's own refusal code; anything else keeps the wallet's message.
 */
export function mapRequestError(error: unknown): KeyportError {
  if (isKeyportError(error)) return error;
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error });
  return mapProviderError(error);
}
