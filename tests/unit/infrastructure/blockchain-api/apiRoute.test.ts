import { apiRoute } from '../../../../infrastructure/blockchain-api/ApiRoute';
import { isNativeToken } from '../../../../domain/balance/isNativeToken';
import { registeredName } from '../../../../infrastructure/blockchain-api/registeredName';
import { buildNameRegistrationMessage } from '../../../../domain/name/NameRegistration';

describe('apiRoute (REFERENCE §3a paths)', () => {
  it("names the call by method and template, so errors never carry the visitor's address", () => {
    const route = apiRoute('GET', '/v1/account/{address}/balance', { address: '0xAbC' });
    expect(route).toEqual({
      call: 'GET /v1/account/{address}/balance',
      method: 'GET',
      path: '/v1/account/0xAbC/balance',
    });
  });

  it('encodes each value as one path segment and keeps the colons of CAIP ids', () => {
    expect(apiRoute('GET', '/v1/sessions/{caipAddress}', { caipAddress: 'eip155:1:0xab' }).path).toBe(
      '/v1/sessions/eip155:1:0xab',
    );
    expect(apiRoute('GET', '/v1/profile/suggestions/{name}', { name: 'a/b?c#d' }).path).toBe(
      '/v1/profile/suggestions/a%2Fb%3Fc%23d',
    );
  });

  it('refuses a template whose parameter has no value (a mistake in the caller, not a request to send)', () => {
    expect(() => apiRoute('GET', '/v1/identity/{address}')).toThrow(
      '/v1/identity/{address}: no value for {address}',
    );
  });
});

describe('registeredName (SPEC §8 "Error registering name {name}")', () => {
  it('reads the name from the signed registration message', () => {
    expect(registeredName(buildNameRegistrationMessage('ada.reown.id', 1_700_000_000_000))).toBe(
      'ada.reown.id',
    );
  });

  it('names a message that is not the registration JSON as it is', () => {
    expect(registeredName('ada')).toBe('ada');
    expect(registeredName('{"name":7}')).toBe('{"name":7}');
  });
});

describe('isNativeToken (SPEC §9 "Native token addresses: eip155 0xeee..., solana So111...")', () => {
  it("recognises each namespace's native address, in either case for hex", () => {
    expect(isNativeToken('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')).toBe(true);
    expect(isNativeToken('eip155:42161:0xEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE')).toBe(true);
    expect(
      isNativeToken('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111'),
    ).toBe(true);
  });

  it('any other token, or a malformed id, is not native', () => {
    expect(isNativeToken('eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(false);
    expect(isNativeToken('eip155:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as never)).toBe(false);
  });
});
