import { addressExplorerUrl, networkForChain } from '../../../../application/connection/networkForChain';
import { arbitrum, ethereum, sepolia, solanaMainnet } from '../../../fixtures/networks';

const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('networkForChain (SPEC §3 networks, §4 UnsupportedChain)', () => {
  it("SPEC §3: the host's network with the wallet's chain id, whatever the id's type", () => {
    expect(networkForChain('eip155', 42161, [ethereum, arbitrum])).toBe(arbitrum);
    expect(networkForChain('eip155', '42161', [ethereum, arbitrum])).toBe(arbitrum);
    expect(networkForChain('solana', solanaMainnet.id, [ethereum, solanaMainnet])).toBe(solanaMainnet);
  });

  it('SPEC §3: a network of another namespace with the same reference is not it', () => {
    const network = networkForChain('solana', 1, [ethereum]);
    expect(network).not.toBe(ethereum);
    expect(network.caipNetworkId).toBe('solana:1');
  });

  it('SPEC §4: a chain the host did not configure gets a bare network named by its CAIP-2 id', () => {
    expect(networkForChain('eip155', sepolia.id, [ethereum])).toEqual({
      id: sepolia.id,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:11155111',
      name: 'eip155:11155111',
      nativeCurrency: { name: '', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    });
  });

  it.each([
    ['solana', 9],
    ['bip122', 8],
    ['polkadot', 10],
  ] as const)('a bare %s network counts its native currency in %i decimals', (namespace, decimals) => {
    expect(networkForChain(namespace, 'abc', []).nativeCurrency.decimals).toBe(decimals);
  });
});

describe('addressExplorerUrl (SPEC §3 account addressExplorerUrl)', () => {
  it("SPEC §3: the address page on the network's block explorer", () => {
    const network = {
      ...ethereum,
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    };
    expect(addressExplorerUrl(network, ADDRESS)).toBe(`https://etherscan.io/address/${ADDRESS}`);
  });

  it('SPEC §3: a trailing slash of the explorer url is not doubled', () => {
    const network = {
      ...ethereum,
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io//' } },
    };
    expect(addressExplorerUrl(network, ADDRESS)).toBe(`https://etherscan.io/address/${ADDRESS}`);
  });

  it('SPEC §3: none when the network names no explorer', () => {
    expect(addressExplorerUrl(ethereum, ADDRESS)).toBeUndefined();
  });
});

describe('SPEC §4 a wallet on a chain the site did not configure, but a well-known one', () => {
  it('is named and priced from the known definition, and still not among the requested networks', () => {
    const network = networkForChain('eip155', 42161, [ethereum]);
    expect(network.name).toBe('Arbitrum One');
    expect(network.nativeCurrency.symbol).toBe('ETH');
    expect(network.caipNetworkId).toBe('eip155:42161');
  });
});
