import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import {
  isUnsupportedNetwork,
  type NetworkSwitchInput,
  planNetworkSwitch,
} from '../../../../domain/network-switch/NetworkSwitchPlan';

function evmNetwork(id: number): CaipNetwork {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
  };
}

const mainnet = evmNetwork(1);
const base = evmNetwork(8453);
const sepolia = evmNetwork(11155111);

const input: NetworkSwitchInput = {
  network: sepolia,
  requestedNetworks: [mainnet, base],
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  isBasicWcMode: false,
};

describe('SPEC §4 switching the active network', () => {
  it('sets the namespace active and stores the network id (the send views clear their form themselves)', () => {
    expect(planNetworkSwitch({ ...input, network: base })).toEqual({
      activeNamespace: 'eip155',
      storeNetworkId: 'eip155:8453',
      showUnsupportedChain: false,
    });
  });

  it('shows UnsupportedChain when the network is not among the requested ones', () => {
    expect(planNetworkSwitch(input)).toEqual({
      activeNamespace: 'eip155',
      storeNetworkId: 'eip155:11155111',
      showUnsupportedChain: true,
    });
  });

  it('does not show UnsupportedChain when network switch is off', () => {
    expect(planNetworkSwitch({ ...input, enableNetworkSwitch: false }).showUnsupportedChain).toBe(false);
  });

  it('does not show UnsupportedChain when unsupported chains are allowed', () => {
    expect(planNetworkSwitch({ ...input, allowUnsupportedChain: true }).showUnsupportedChain).toBe(false);
  });

  it('does not show UnsupportedChain in basic wallet-connect mode', () => {
    expect(planNetworkSwitch({ ...input, isBasicWcMode: true }).showUnsupportedChain).toBe(false);
  });

  it('treats an empty requested list as no restriction', () => {
    expect(isUnsupportedNetwork(sepolia, [])).toBe(false);
    expect(planNetworkSwitch({ ...input, requestedNetworks: [] }).showUnsupportedChain).toBe(false);
  });

  it('compares networks by CAIP-2 id, not by object', () => {
    expect(isUnsupportedNetwork({ caipNetworkId: 'eip155:1' }, [evmNetwork(1)])).toBe(false);
    expect(isUnsupportedNetwork({ caipNetworkId: 'eip155:10' }, [evmNetwork(1)])).toBe(true);
  });
});
