import * as E from 'fp-ts/Either';
import { SWAP_SUPPORTED_CHAIN_IDS } from '../../../domain/constants/limits';
import { validateNetwork } from '../../../domain/options/validateNetwork';
import { allNetworks, solana, solanaDevnet, solanaTestnet } from '../../../presentation/networks';

describe('network definitions for hosts (SPEC §3 shape)', () => {
  it('cover the SPEC §9 swap networks and the three Solana clusters', () => {
    const evmIds = allNetworks
      .filter((network) => network.chainNamespace === 'eip155')
      .map((network) => network.id);
    expect(evmIds).toEqual(SWAP_SUPPORTED_CHAIN_IDS);
    expect([solana, solanaDevnet, solanaTestnet].map((network) => network.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ]);
  });

  it.each(allNetworks.map((network) => [network.name, network] as const))(
    '%s passes the host network check, with an https RPC endpoint and block explorer',
    (_, network) => {
      expect(E.isRight(validateNetwork(network, network.name))).toBe(true);
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\/[^/]+$/);
    },
  );

  it('only the Solana test clusters are marked as testnets', () => {
    expect(allNetworks.filter((network) => network.testnet === true)).toEqual([solanaDevnet, solanaTestnet]);
  });
});
