import { isNetworkRequested } from '../../../../domain/network/isNetworkRequested';
import { type CaipNetwork, type CaipNetworkId } from '../../../../domain/network/CaipNetwork';

function network(caipNetworkId: CaipNetworkId, id: number): CaipNetwork {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}

describe('SPEC §4 UnsupportedChain when the network is not among the requested ones', () => {
  const requested = [network('eip155:1', 1), network('eip155:10', 10)];

  it('finds a requested network by its CAIP id, even as a different object', () => {
    expect(isNetworkRequested(network('eip155:10', 10), requested)).toBe(true);
    expect(isNetworkRequested('eip155:1', requested)).toBe(true);
  });

  it('does not find a network the host did not request', () => {
    expect(isNetworkRequested(network('eip155:137', 137), requested)).toBe(false);
    expect(isNetworkRequested('eip155:137', requested)).toBe(false);
    expect(isNetworkRequested('eip155:1', [])).toBe(false);
  });
});
