import {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionClientFoundError,
  SiwxNotEnabledError,
} from '../../../../domain/errors/SiwxFlowErrors';

describe('SPEC §8 SIWX flow errors', () => {
  it.each([
    [new SiwxNotEnabledError(), 'SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    [new NoActiveCaipAddressError(), 'NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    [
      new NoActiveCaipNetworkOrClientError(),
      'NO_ACTIVE_CAIP_NETWORK_OR_CLIENT',
      'No ActiveCaipNetwork or client found',
    ],
    [
      new NoConnectionClientFoundError(),
      'NO_CONNECTION_CLIENT_FOUND',
      'No ConnectionController client found',
    ],
  ])('SPEC §8: %s has its code and exact text', (error, code, text) => {
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
    expect(error.message).toBe(text);
  });

  it('SPEC §8: keeps the cause', () => {
    const cause = new Error('x');
    expect(new SiwxNotEnabledError({ cause }).cause).toBe(cause);
    expect(new NoActiveCaipAddressError({ cause }).cause).toBe(cause);
    expect(new NoActiveCaipNetworkOrClientError({ cause }).cause).toBe(cause);
    expect(new NoConnectionClientFoundError({ cause }).cause).toBe(cause);
  });
});
