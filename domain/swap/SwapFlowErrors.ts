import { KeyportError, type KeyportErrorOptions } from '../errors/KeyportError';

/** The API answered a quote request without any quote (no route between the two tokens). */
export class NoSwapQuoteError extends KeyportError {
  override readonly name = 'NoSwapQuoteError';

  constructor(options: KeyportErrorOptions = {}) {
    super('NO_SWAP_QUOTE', 'No quote is available for this pair', options);
  }
}

/** The approval was sent, but the allowance did not reach the amount in the time waited. */
export class SwapApprovalNotConfirmedError extends KeyportError {
  override readonly name = 'SwapApprovalNotConfirmedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SWAP_APPROVAL_NOT_CONFIRMED', 'The approval was not confirmed in time', options);
  }
}

/** The swap was mined but reverted: the pool price moved past the slippage, or the pool refused it. */
export class SwapRevertedError extends KeyportError {
  override readonly name = 'SwapRevertedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SWAP_REVERTED', 'The swap failed on the network; your tokens were not swapped', options);
  }
}

/** A swap was asked from a token to itself: there is nothing to swap. */
export class SameSwapTokensError extends KeyportError {
  override readonly name = 'SameSwapTokensError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SAME_SWAP_TOKENS', 'Pick two different tokens to swap', options);
  }
}

/** The quote for the amount gives nothing: so little is sold that the pool's rounding keeps it all. */
export class SwapAmountTooSmallError extends KeyportError {
  override readonly name = 'SwapAmountTooSmallError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SWAP_AMOUNT_TOO_SMALL', 'The amount is too small to swap', options);
  }
}
