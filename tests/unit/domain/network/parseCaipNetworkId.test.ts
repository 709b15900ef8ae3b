import * as E from 'fp-ts/Either';
import {
  InvalidCaipNetworkIdError,
  isCaipNetworkId,
  parseCaipNetworkId,
  toCaipNetworkId,
} from '../../../../domain/network/parseCaipNetworkId';
import { KeyportError } from '../../../../domain/errors/KeyportError';

describe('SPEC §3 network id (namespace:id, CAIP-2)', () => {
  describe('parseCaipNetworkId', () => {
    it.each([
      ['eip155:1', 'eip155', '1'],
      ['eip155:42161', 'eip155', '42161'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ])('reads %j', (value, namespace, reference) => {
      expect(parseCaipNetworkId(value)).toEqual(E.right({ namespace, reference, caipNetworkId: value }));
    });

    it.each([
      [42, 'not a string'],
      ['eip155', 'expected exactly one colon (namespace:reference)'],
      ['eip155:1:0xabc', 'expected exactly one colon (namespace:reference)'],
      ['cosmos:cosmoshub-4', 'unknown namespace "cosmos"'],
      [':1', 'unknown namespace ""'],
      ['eip155:', 'the reference must be 1 to 32 letters, digits, "-" or "_"'],
      ['solana:has space', 'the reference must be 1 to 32 letters, digits, "-" or "_"'],
      ['solana:' + 'a'.repeat(33), 'the reference must be 1 to 32 letters, digits, "-" or "_"'],
      ['eip155:0x1', 'an eip155 reference must be a decimal chain id'],
      ['eip155:01', 'an eip155 reference must be a decimal chain id'],
    ])('refuses %j: %s', (value, reason) => {
      const result = parseCaipNetworkId(value);
      expect(E.isLeft(result)).toBe(true);
      if (E.isLeft(result)) {
        expect(result.left).toBeInstanceOf(InvalidCaipNetworkIdError);
        expect(result.left).toBeInstanceOf(KeyportError);
        expect(result.left.code).toBe('INVALID_CAIP_NETWORK_ID');
        expect(result.left.shortMessage).toBe('Invalid network id');
        expect(result.left.details).toBe(`${JSON.stringify(value)}: ${reason}`);
      }
    });

    it('describes a value JSON cannot write', () => {
      const result = parseCaipNetworkId(undefined);
      expect(E.isLeft(result) && result.left.details).toBe('undefined: not a string');
    });
  });

  it('isCaipNetworkId tells ids apart from other text', () => {
    expect(isCaipNetworkId('eip155:10')).toBe(true);
    expect(isCaipNetworkId('eip155:ten')).toBe(false);
    expect(isCaipNetworkId(null)).toBe(false);
  });

  it('toCaipNetworkId joins namespace and reference', () => {
    expect(toCaipNetworkId('eip155', 1)).toBe('eip155:1');
    expect(toCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    );
  });
});
