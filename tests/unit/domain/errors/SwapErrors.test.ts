import { KeyportError } from '../../../../domain/errors/KeyportError';
import {
  GasPriceNetworkUnsupportedError,
  SwapNetworkUnsupportedError,
} from '../../../../domain/errors/SwapErrors';

describe('SPEC §8 swap errors', () => {
  it.each([
    [
      new GasPriceNetworkUnsupportedError(),
      'GAS_PRICE_NETWORK_UNSUPPORTED',
      'Network not supported for Gas Price',
    ],
    [new SwapNetworkUnsupportedError(), 'SWAP_NETWORK_UNSUPPORTED', 'Network not supported for Swaps'],
  ])('SPEC §8: %s has its code and exact text', (error, code, text) => {
    expect(error).toBeInstanceOf(KeyportError);
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
    expect(error.message).toBe(text);
  });

  it('SPEC §8: keeps the cause', () => {
    const cause = new Error('gas');
    expect(new GasPriceNetworkUnsupportedError({ cause }).cause).toBe(cause);
    expect(new SwapNetworkUnsupportedError({ cause }).cause).toBe(cause);
  });
});
