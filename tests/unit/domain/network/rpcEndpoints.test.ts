import { rpcEndpoints, rpcProxyUrl } from '../../../../domain/network/rpcEndpoints';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';

const ethereum: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://eth.example/rpc'] },
    chainDefault: { http: ['https://public.example/eth'] },
  },
};
const devChain: CaipNetwork = {
  ...ethereum,
  id: 31337,
  caipNetworkId: 'eip155:31337',
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

describe('SPEC §7 RPC endpoints: custom URLs first, then the relay RPC for known chains, then chain defaults', () => {
  const context = { customUrls: [], blockchainApiUrl: 'https://rpc.example/', projectId: 'p 1' };

  it('builds the proxy URL with chainId and projectId', () => {
    expect(rpcProxyUrl('https://rpc.example/', 'eip155:1', 'p 1')).toBe(
      'https://rpc.example/v1/?chainId=eip155%3A1&projectId=p%201',
    );
  });

  it('orders custom, proxy, default, chain default', () => {
    expect(rpcEndpoints(ethereum, { ...context, customUrls: ['https://mine.example'] })).toEqual([
      'https://mine.example',
      'https://rpc.example/v1/?chainId=eip155%3A1&projectId=p%201',
      'https://eth.example/rpc',
      'https://public.example/eth',
    ]);
  });

  it('skips the proxy for a chain it does not serve, and without a project id', () => {
    expect(rpcEndpoints(devChain, context)).toEqual(['http://127.0.0.1:8545']);
    expect(rpcEndpoints(ethereum, { ...context, projectId: undefined })).toEqual([
      'https://eth.example/rpc',
      'https://public.example/eth',
    ]);
    expect(rpcEndpoints(devChain, { ...context, proxyNetworks: ['eip155:31337'] })[0]).toContain(
      'eip155%3A31337',
    );
  });

  it('tries a URL listed twice only once, in its first place', () => {
    expect(
      rpcEndpoints(ethereum, { ...context, projectId: undefined, customUrls: ['https://eth.example/rpc'] }),
    ).toEqual(['https://eth.example/rpc', 'https://public.example/eth']);
  });
});
