import { isUnsupportedActiveNetwork } from '../../../../domain/network-switch/UnsupportedNetwork';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';

describe('SPEC §4: the visitor is warned of a network the site does not support', () => {
  const requested = [ethereum, arbitrum];

  it('warns of a network outside the requested ones', () => {
    expect(
      isUnsupportedActiveNetwork({
        network: sepolia,
        requestedNetworks: requested,
        allowUnsupportedChain: false,
      }),
    ).toBe(true);
  });

  it('not of a requested network, nor before there is an active network', () => {
    expect(
      isUnsupportedActiveNetwork({
        network: arbitrum,
        requestedNetworks: requested,
        allowUnsupportedChain: false,
      }),
    ).toBe(false);
    expect(
      isUnsupportedActiveNetwork({
        network: undefined,
        requestedNetworks: requested,
        allowUnsupportedChain: false,
      }),
    ).toBe(false);
  });

  it('not when the site allows unsupported networks (allowUnsupportedChain)', () => {
    expect(
      isUnsupportedActiveNetwork({
        network: sepolia,
        requestedNetworks: requested,
        allowUnsupportedChain: true,
      }),
    ).toBe(false);
  });

  it('not on a namespace that requests no network: there is nothing to go back to', () => {
    expect(
      isUnsupportedActiveNetwork({ network: sepolia, requestedNetworks: [], allowUnsupportedChain: false }),
    ).toBe(false);
  });
});
