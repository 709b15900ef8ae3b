import { ChainStore } from '../../../../application/chain/ChainStore';
import { initialNetworkState } from '../../../../domain/network/ChainState';
import { arbitrum, ethereum, solanaMainnet } from '../../../fixtures/networks';

function storeWithNetworks(): ChainStore {
  const store = new ChainStore();
  store.set({
    activeNamespace: 'eip155',
    activeCaipNetwork: ethereum,
    chains: {
      eip155: {
        caipNetworks: [ethereum, arbitrum],
        networkState: {
          ...initialNetworkState(),
          requestedCaipNetworks: [ethereum, arbitrum],
          caipNetwork: ethereum,
        },
      },
      solana: {
        caipNetworks: [solanaMainnet],
        networkState: { ...initialNetworkState(), requestedCaipNetworks: [solanaMainnet] },
      },
    },
  });
  return store;
}

describe('ChainStore (SPEC §3 chain state per namespace)', () => {
  it('SPEC §3: starts with no active namespace, no active network and no chains', () => {
    const store = new ChainStore();

    expect(store.get()).toEqual({ activeNamespace: undefined, activeCaipNetwork: undefined, chains: {} });
    expect(store.allNetworks()).toEqual([]);
    expect(store.networkState('eip155')).toBeUndefined();
  });

  it('SPEC §3: allNetworks lists the networks of every namespace', () => {
    expect(storeWithNetworks().allNetworks()).toEqual([ethereum, arbitrum, solanaMainnet]);
  });

  it('SPEC §3: networkState gives the network state of one namespace', () => {
    expect(storeWithNetworks().networkState('solana')).toEqual({
      ...initialNetworkState(),
      requestedCaipNetworks: [solanaMainnet],
    });
  });

  it('SPEC §3: updateNetworkState changes one namespace and leaves the others', () => {
    const store = storeWithNetworks();
    const solanaBefore = store.get().chains.solana;

    store.updateNetworkState('eip155', (state) => ({ ...state, approvedCaipNetworkIds: ['eip155:1'] }));

    expect(store.networkState('eip155')?.approvedCaipNetworkIds).toEqual(['eip155:1']);
    expect(store.get().chains.eip155?.caipNetworks).toEqual([ethereum, arbitrum]);
    expect(store.get().chains.solana).toBe(solanaBefore);
  });

  it('SPEC §3: updateNetworkState of a namespace the host did not configure changes nothing', () => {
    const store = storeWithNetworks();
    const emitted: unknown[] = [];
    store.state$.subscribe((state) => emitted.push(state));
    const change = jest.fn((state) => state);

    store.updateNetworkState('bip122', change);

    expect(change).not.toHaveBeenCalled();
    expect(store.get().chains.bip122).toBeUndefined();
    expect(emitted).toHaveLength(1);
  });
});
