import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  InvalidCaipAddressError,
  isCaipAddress,
  parseCaipAddress,
  toCaipAddress,
} from '../../../../domain/address/parseCaipAddress';
import { CHAIN_NAMESPACES } from '../../../../domain/chain/ChainNamespace';

describe('SPEC §5 CAIP address: exactly three non-empty colon-separated parts with a known namespace', () => {
  it('splits a CAIP address into its parts', () => {
    expect(parseCaipAddress('eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')).toEqual(
      E.right({
        namespace: 'eip155',
        chainReference: '1',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        caipNetworkId: 'eip155:1',
      }),
    );
  });

  it.each([
    [7, 'not a string'],
    ['eip155:1', 'expected 3 colon-separated parts, found 2'],
    ['eip155:1:0xab:extra', 'expected 3 colon-separated parts, found 4'],
    ['eip155::0xab', 'every part must be non-empty'],
    [':1:0xab', 'every part must be non-empty'],
    ['eip155:1:', 'every part must be non-empty'],
    ['cosmos:cosmoshub-4:cosmos1abc', 'unknown namespace "cosmos"'],
  ])('refuses %j: %s', (value, reason) => {
    const result = parseCaipAddress(value);
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left).toBeInstanceOf(InvalidCaipAddressError);
      expect(result.left.code).toBe('INVALID_CAIP_ADDRESS');
      expect(result.left.shortMessage).toBe('Invalid CAIP address');
      expect(result.left.details).toBe(`${JSON.stringify(value)}: ${reason}`);
    }
  });

  it('describes a value JSON cannot write', () => {
    const result = parseCaipAddress(undefined);
    expect(E.isLeft(result) && result.left.details).toBe('undefined: not a string');
  });

  it('property: any known namespace with two non-empty colon-free parts is a CAIP address', () => {
    const part = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !text.includes(':'));
    fc.assert(
      fc.property(fc.constantFrom(...CHAIN_NAMESPACES), part, part, (namespace, reference, address) => {
        expect(isCaipAddress(`${namespace}:${reference}:${address}`)).toBe(true);
        expect(isCaipAddress(`${namespace}:${reference}`)).toBe(false);
      }),
    );
  });

  it('toCaipAddress joins a network id and an address', () => {
    expect(
      toCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'So11111111111111111111111111111111111111112'),
    ).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112');
  });
});
