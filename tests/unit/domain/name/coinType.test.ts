import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import {
  chainIdToCoinType,
  coinTypeOfNetwork,
  EVM_COIN_TYPE_FLAG,
  isNameSupportedNamespace,
} from '../../../../domain/name/coinType';
import { InvalidChainIdError } from '../../../../domain/name/NameErrors';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';

function expectInvalidChainId(result: E.Either<InvalidChainIdError, number>): void {
  expect(E.isLeft(result)).toBe(true);
  if (E.isLeft(result)) {
    expect(result.left).toBeInstanceOf(InvalidChainIdError);
    expect(result.left.code).toBe('INVALID_CHAIN_ID');
    expect(result.left.shortMessage).toBe('Invalid chainId');
  }
}

describe('SPEC §5 EVM chain id to coin type: id OR 2147483648, id below 2147483648', () => {
  it.each([
    [1, 2147483649],
    [0, 2147483648],
    [10, 2147483658],
    [8453, 2147492101],
    [2147483647, 4294967295],
  ])('converts chain id %s to %s', (chainId, coinType) => {
    expect(chainIdToCoinType(chainId)).toEqual(E.right(coinType));
  });

  it.each([2147483648, 4294967296, -1, 1.5, Number.NaN])('refuses %s with "Invalid chainId"', (chainId) => {
    expectInvalidChainId(chainIdToCoinType(chainId));
  });

  it('property: equals the unsigned 32-bit OR, and is always positive', () => {
    expect(EVM_COIN_TYPE_FLAG).toBe(2147483648);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2147483647 }), (chainId) => {
        const expected = Number((BigInt(chainId) | 2147483648n) & 0xffffffffn);
        expect(chainIdToCoinType(chainId)).toEqual(E.right(expected));
        expect(expected > 0).toBe(true);
      }),
    );
  });
});

describe('SPEC §9 names: eip155 only', () => {
  const network = (patch: Partial<CaipNetwork>): CaipNetwork => ({
    id: 10,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:10',
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    ...patch,
  });

  it('offers names on eip155 only', () => {
    expect(isNameSupportedNamespace('eip155')).toBe(true);
    expect(isNameSupportedNamespace('solana')).toBe(false);
    expect(isNameSupportedNamespace('bip122')).toBe(false);
  });

  it('gives the coin type of an EVM network, whether its id is a number or text', () => {
    expect(coinTypeOfNetwork(network({}))).toEqual(E.right(2147483658));
    expect(coinTypeOfNetwork(network({ id: '8453' }))).toEqual(E.right(2147492101));
  });

  it('says "Invalid chainId" for a network of another namespace or an id that is not a number', () => {
    expectInvalidChainId(
      coinTypeOfNetwork(
        network({
          id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          chainNamespace: 'solana',
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        }),
      ),
    );
    expectInvalidChainId(coinTypeOfNetwork(network({ id: '0xa' })));
  });
});
