import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { UnknownTokenError } from '../../../../domain/errors/TransactionRequestErrors';
import { SwapNetworkUnsupportedError } from '../../../../domain/errors/SwapErrors';
import { UserRejectedRequestError } from '../../../../domain/errors/WalletRequestErrors';
import { NoSwapQuoteError, SwapAmountTooSmallError } from '../../../../domain/swap/SwapFlowErrors';
import { swapFailureKind } from '../../../../domain/swap/swapFailureKind';
import {
  InvalidResponseError,
  RequestFailedError,
  RequestTimeoutError,
} from '../../../../infrastructure/http/RequestErrors';
import { ResponseTooLargeError } from '../../../../infrastructure/http/ResponseTooLargeError';

/** A refusal as the blockchain API writes it, kept as the HTTP error's cause by the transport. */
function refused(status: number, name: string, description = ''): HttpStatusError {
  return new HttpStatusError(status, { status, reasons: [{ name, description }] });
}

const QUOTES = 'GET /v1/convert/quotes';

describe('swapFailureKind: which failure of the swap path an error is (SPEC §7 convert calls, REFERENCE §3a refusals)', () => {
  it.each([
    [
      "no route (the devstack's 400 no_route)",
      refused(400, 'no_route', 'No swap pool holds ETH and DPTS'),
      'noRoute',
    ],
    ['insufficient liquidity', refused(400, 'FAILED', 'Insufficient liquidity'), 'noRoute'],
    ['no quote in the answer', new NoSwapQuoteError(), 'noRoute'],
    ['an amount too small (a 400)', refused(400, 'amount', 'Amount is too small'), 'amountTooSmall'],
    ['an amount the pool gives nothing for', new SwapAmountTooSmallError(), 'amountTooSmall'],
    [
      'an unknown token (a 400)',
      refused(400, 'unknown_token', 'to: eip155:1:0x… is not a known token'),
      'unsupportedToken',
    ],
    [
      'a token not in the list',
      new UnknownTokenError('DOGE', 'the swap tokens of Ethereum'),
      'unsupportedToken',
    ],
    [
      'the balance short of the swap (build-transaction)',
      refused(400, 'insufficient_balance'),
      'insufficientBalance',
    ],
    [
      'an allowance short of the swap (build-transaction)',
      refused(400, 'insufficient_allowance'),
      'approvalNeeded',
    ],
    ['a 400 with no reason given', new HttpStatusError(400, '<html>Bad Request</html>'), 'refused'],
    ['rate limited', new HttpStatusError(429), 'rateLimited'],
    ['a server error', new HttpStatusError(500), 'serverError'],
    ['a bad gateway', new HttpStatusError(502), 'serverError'],
    ['a gateway timeout', new HttpStatusError(504), 'timeout'],
    ['a project the service refuses', new HttpStatusError(403), 'notAllowed'],
    ['the network down', new RequestFailedError(QUOTES, new TypeError('Failed to fetch')), 'offline'],
    ['no answer in time', new RequestTimeoutError(QUOTES, 10_000, undefined), 'timeout'],
    ['a malformed answer', new InvalidResponseError(QUOTES, 'quotes: expected a list'), 'malformedAnswer'],
    ['an answer too large', new ResponseTooLargeError(QUOTES, 1_000), 'malformedAnswer'],
  ])('%s', (_case, error, kind) => {
    expect(swapFailureKind(error)).toBe(kind);
  });

  it('leaves out the failures that carry their own words: SPEC §8 "Network not supported for Swaps", the wallet\'s refusal, anything not a KeyportError', () => {
    expect(swapFailureKind(new SwapNetworkUnsupportedError())).toBeUndefined();
    expect(swapFailureKind(new UserRejectedRequestError())).toBeUndefined();
    expect(swapFailureKind(new Error('boom'))).toBeUndefined();
  });
});
