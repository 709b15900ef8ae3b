import { HttpStatusError } from '../errors/HttpStatusError';
import { isKeyportError } from '../errors/KeyportError';
import { refusalReasons } from '../errors/refusalReasons';

/** The failures of the swap path a visitor is told about in their own words. */
export type SwapFailureKind =
  | 'noRoute'
  | 'amountTooSmall'
  | 'unsupportedToken'
  | 'insufficientBalance'
  | 'approvalNeeded'
  | 'rateLimited'
  | 'serverError'
  | 'notAllowed'
  | 'refused'
  | 'offline'
  | 'timeout'
  | 'malformedAnswer';

/**
 * Which of the swap path's failures `error` is: an HTTP refusal by its status, and for a 4xx by the
 * reasons the service gave; no quote, a quote of nothing, an unknown token, offline, timeout and a
 * malformed answer by their codes. `undefined` when the failure carries a message of its own for
 * the visitor (the SPEC §8 "Network not supported for Swaps", the wallet's refusal, a reverted swap).
 */
export function swapFailureKind(error: unknown): SwapFailureKind | undefined {
  if (!isKeyportError(error)) return undefined;
  switch (error.code) {
    case 'HTTP_STATUS':
      return error instanceof HttpStatusError ? refusal(error) : 'refused';
    case 'NO_SWAP_QUOTE':
      return 'noRoute';
    case 'SWAP_AMOUNT_TOO_SMALL':
      return 'amountTooSmall';
    case 'UNKNOWN_TOKEN':
    case 'AMBIGUOUS_TOKEN':
      return 'unsupportedToken';
    case 'REQUEST_FAILED':
      return 'offline';
    case 'TIMEOUT':
      return 'timeout';
    case 'INVALID_RESPONSE':
    case 'RESPONSE_TOO_LARGE':
      return 'malformedAnswer';
    default:
      return undefined;
  }
}

/** An HTTP refusal by its status, and for a 4xx by the reasons the service gave. */
function refusal(error: HttpStatusError): SwapFailureKind {
  const { status } = error;
  if (status === 429) return 'rateLimited';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'serverError';
  if (status === 401 || status === 403) return 'notAllowed';
  const reasons = refusalReasons(error.cause)
    .map((reason) => `${reason.name} ${reason.description}`)
    .join(' ')
    .toLowerCase();
  return REASON_PATTERNS.find(([pattern]) => pattern.test(reasons))?.[1] ?? 'refused';
}

/**
 * How the service's reasons read, first match wins: the balance and allowance checks of a built
 * swap before the quote's own refusals, since their texts may also name the route or the token.
 */
const REASON_PATTERNS: readonly (readonly [RegExp, SwapFailureKind])[] = [
  [/insufficient[\s_-]*allowance|allowance/, 'approvalNeeded'],
  [/insufficient[\s_-]*(balance|funds)/, 'insufficientBalance'],
  [/no[\s_-]*route|route[\s_-]*not[\s_-]*found|liquidity|no[\s_-]*pool|no[\s_-]*quote/, 'noRoute'],
  [/too[\s_-]*(small|low)|minimum|min[\s_-]*amount|below[\s_-]*min/, 'amountTooSmall'],
  [
    /unknown[\s_-]*token|unsupported[\s_-]*token|not[\s_-]*a[\s_-]*known[\s_-]*token|token[\s_-]*not[\s_-]*(supported|found)/,
    'unsupportedToken',
  ],
];
