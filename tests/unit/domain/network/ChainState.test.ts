import { initialChainState, initialNetworkState } from '../../../../domain/network/ChainState';
import { initialAccountState } from '../../../../domain/account/AccountState';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';

const mainnet: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

describe('SPEC §3 chain state per namespace', () => {
  it('starts with no active network and nothing approved or requested', () => {
    expect(initialNetworkState()).toEqual({
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      approvedCaipNetworkIds: [],
      requestedCaipNetworks: [],
    });
    expect(initialNetworkState().caipNetwork).toBeUndefined();
  });

  it('builds a namespace from its configured networks, which are also the requested ones', () => {
    const state = initialChainState('eip155', [mainnet]);
    expect(state.namespace).toBe('eip155');
    expect(state.caipNetworks).toEqual([mainnet]);
    expect(state.networkState.requestedCaipNetworks).toEqual([mainnet]);
    expect(state.accountState).toEqual(initialAccountState());
  });
});
