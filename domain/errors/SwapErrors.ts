import { KeyportError, type KeyportErrorOptions } from './KeyportError';

/** SPEC §8: gas prices are only quoted on the swap networks of SPEC §9. */
export class GasPriceNetworkUnsupportedError extends KeyportError {
  override readonly name = 'GasPriceNetworkUnsupportedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('GAS_PRICE_NETWORK_UNSUPPORTED', 'Network not supported for Gas Price', options);
  }
}

/** SPEC §8: swaps are only offered on the swap networks of SPEC §9. */
export class SwapNetworkUnsupportedError extends KeyportError {
  override readonly name = 'SwapNetworkUnsupportedError';

  constructor(options: KeyportErrorOptions = {}) {
    super('SWAP_NETWORK_UNSUPPORTED', 'Network not supported for Swaps', options);
  }
}
