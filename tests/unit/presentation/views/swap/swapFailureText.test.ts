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
import { ResponseTooLargeError } from '../../../../../infrastructure/http/ResponseTooLargeError';
import { swapFailureText } from '../../../../../presentation/views/swap/swapFailureText';

/** A refusal as the blockchain API writes it, kept as the HTTP error's cause by the transport. */
function refused(status: number, name: string, description = ''): HttpStatusError {
  return new HttpStatusError(status, { status, reasons: [{ name, description }] });
}

const QUOTES = 'GET /v1/convert/quotes';

describe("swapFailureText: every failure of the swap path in the visitor's words, in one place", () => {
  it.each([
    [
      "no route (the devstack's 400 no_route)",
      refused(400, 'no_route', 'No swap pool holds ETH and DPTS'),
      'No swap route for this pair and amount. Try another token or amount.',
    ],
    [
      'insufficient liquidity',
      refused(400, 'FAILED', 'Insufficient liquidity'),
      'No swap route for this pair and amount. Try another token or amount.',
    ],
    [
      'no quote in the answer',
      new NoSwapQuoteError(),
      'No swap route for this pair and amount. Try another token or amount.',
    ],
    [
      'an amount too small (a 400)',
      refused(400, 'amount', 'Amount is too small'),
      'This amount is too small to swap. Try a larger amount.',
    ],
    [
      'an amount the pool gives nothing for',
      new SwapAmountTooSmallError(),
      'This amount is too small to swap. Try a larger amount.',
    ],
    [
      'an unknown token (a 400)',
      refused(400, 'unknown_token', 'to: eip155:1:0x… is not a known token'),
      'This token cannot be swapped here. Pick another one.',
    ],
    [
      'a token not in the list',
      new UnknownTokenError('DOGE', 'the swap tokens of Ethereum'),
      'This token cannot be swapped here. Pick another one.',
    ],
    [
      'the balance short of the swap (build-transaction)',
      refused(400, 'insufficient_balance'),
      'Your balance does not cover this swap and its network fee.',
    ],
    [
      'an allowance short of the swap (build-transaction)',
      refused(400, 'insufficient_allowance'),
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
    ['a bad gateway', new HttpStatusError(502), 'The swap service is having trouble. Try again in a moment.'],
    ['a gateway timeout', new HttpStatusError(504), 'The swap service took too long to answer. Try again.'],
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
    [
      'an answer too large',
      new ResponseTooLargeError(QUOTES, 1_000),
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
