import { resolveOptions } from '../../../../domain/options/resolveOptions';
import { rpcEndpointContextOf } from '../../../../domain/network/rpcEndpointContextOf';
import { arbitrum, ethereum } from '../../../fixtures/networks';

describe('rpcEndpointContextOf (SPEC §7: custom URLs first, then the relay with the project id)', () => {
  it("takes the network's custom URLs in the host's order, the blockchain API base and the project id", () => {
    const options = resolveOptions({
      projectId: 'demo',
      networks: [ethereum, arbitrum],
      customRpcUrls: { 'eip155:1': [{ url: 'https://a.example' }, { url: 'https://b.example' }] },
      apiUrls: { blockchainApi: 'http://127.0.0.1:8550' },
    });
    if (options._tag === 'Left') throw options.left;
    expect(rpcEndpointContextOf(options.right, ethereum)).toEqual({
      customUrls: ['https://a.example', 'https://b.example'],
      blockchainApiUrl: 'http://127.0.0.1:8550',
      projectId: 'demo',
    });
    expect(rpcEndpointContextOf(options.right, arbitrum).customUrls).toEqual([]);
  });
});
