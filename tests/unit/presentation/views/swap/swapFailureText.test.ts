import { HttpStatusError } from '../../../../../domain/errors/HttpStatusError';
import { UnknownTokenError } from '../../../../../domain/errors/TransactionRequestErrors';
import { SwapNetworkUnsupportedError } from '../../../../../domain/errors/SwapErrors';
import { UserRejectedRequestError } from '../../../../../domain/errors/WalletRequestErrors';
import { NoSwapQuoteError, SwapAmountTooSmallError } from '../../../../../domain/swap/SwapFlowErrors';
import {
  InvalidResponseError,
  RequestFailedError,
  RequestTimeoutError,
} from '../../../../../infrastructure/http/RequestErrors';
import { swapFailureText } from '../../../../../presentation/views/swap/swapFailureText';

const QUOTES = 'GET /v1/convert/quotes';

/** One failure of each kind (the domain's `swapFailureKind` tells them apart) and what the visitor reads. */
describe("swapFailureText: every failure of the swap path in the visitor's words, in one place", () => {
  it.each([
    [
      'no route',
      new NoSwapQuoteError(),
      'No swap route for this pair and amount. Try another token or amount.',
    ],
    [
      'an amount too small',
      new SwapAmountTooSmallError(),
      'This amount is too small to swap. Try a larger amount.',
    ],
    [
      'an unknown token',
      new UnknownTokenError('DOGE', 'the swap tokens of Ethereum'),
      'This token cannot be swapped here. Pick another one.',
    ],
    [
      'the balance short of the swap',
      new HttpStatusError(400, { reasons: [{ name: 'insufficient_balance' }] }),
      'Your balance does not cover this swap and its network fee.',
    ],
    [
      'an allowance short of the swap',
      new HttpStatusError(400, { reasons: [{ name: 'insufficient_allowance' }] }),
      'The swap needs your approval to spend this token first.',
    ],
    [
      'a 400 with no reason given',
      new HttpStatusError(400, '<html>Bad Request</html>'),
      'The swap service could not handle this swap. Try another token or amount.',
    ],
    ['rate limited', new HttpStatusError(429), 'Too many requests right now. Wait a moment and try again.'],
    [
      'a server error',
      new HttpStatusError(500),
      'The swap service is having trouble. Try again in a moment.',
    ],
    [
      'a project the service refuses',
      new HttpStatusError(403),
      'Swaps are not available on this site right now.',
    ],
    [
      'the network down',
      new RequestFailedError(QUOTES, new TypeError('Failed to fetch')),
      'The swap service cannot be reached. Check your connection and try again.',
    ],
    [
      'no answer in time',
      new RequestTimeoutError(QUOTES, 10_000, undefined),
      'The swap service took too long to answer. Try again.',
    ],
    [
      'a malformed answer',
      new InvalidResponseError(QUOTES, 'quotes: expected a list'),
      'The swap service sent an answer that cannot be read. Try again later.',
    ],
  ])('%s', (_case, error, text) => {
    expect(swapFailureText(error)).toBe(text);
    expect(swapFailureText(error)).not.toMatch(/HTTP status code/);
  });

  it('keeps the failures that carry their own words: SPEC §8 "Network not supported for Swaps", the wallet\'s refusal', () => {
    expect(swapFailureText(new SwapNetworkUnsupportedError())).toBe('Network not supported for Swaps');
    expect(swapFailureText(new UserRejectedRequestError())).toBe(new UserRejectedRequestError().shortMessage);
  });
});
