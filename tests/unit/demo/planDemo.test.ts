import { type DemoConfig } from '../../../demo/src/config/DemoConfig';
import { planDemo } from '../../../demo/src/config/planDemo';
import { readDemoFlags } from '../../../demo/src/config/readDemoFlags';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';

const KEY_0 = `0x${'a'.repeat(64)}` as const;
const KEY_1 = `0x${'b'.repeat(64)}` as const;

const config: DemoConfig = {
  projectId: 'keyport-demo-project',
  blockchainApiUrl: 'http://127.0.0.1:8550',
  explorerUrl: 'http://127.0.0.1:8551',
  walletConnectRelayUrl: 'ws://127.0.0.1:8552',
  walletConnectVerifyUrl: 'http://127.0.0.1:8554',
  walletPageUrl: 'http://127.0.0.1:8553',
  embeddedWalletFrameUrl: 'http://localhost:8555/sdk',
  chains: [
    { chainId: 1, name: 'Ethereum (devstack)', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 42161, name: 'Arbitrum One (devstack)', rpcUrl: 'http://127.0.0.1:8546' },
  ],
  devAccounts: [
    { address: '0x1', privateKey: KEY_0 },
    { address: '0x2', privateKey: KEY_1 },
  ],
};

const mainnet: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.example'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageId: 'ethereum' },
};

const plan = (search: string) => planDemo(config, readDemoFlags(search), [mainnet]);

describe('the demo set-up (the demo runs on the devstack, with its dev chains as networks)', () => {
  it('SPEC §1 features: the switches turned off are passed as false, the others left to their defaults', () => {
    expect(plan('').features).toEqual({});
    expect(plan('?featuresOff=history,send').features).toEqual({ history: false, send: false });
  });

  it("SPEC §8 alerts: the devstack's project id, another the page asks for, or none", () => {
    expect(plan('').projectId).toBe(config.projectId);
    expect(plan('?projectId=mistyped').projectId).toBe('mistyped');
    expect(plan('?projectId=').projectId).toBeUndefined();
  });

  it('requests every dev chain, on the dev RPC, named as Keyport names the chain, with the devstack block explorer', () => {
    const { networks, testWallet, problems } = plan('');
    expect(networks).toEqual([
      {
        id: 1,
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:1',
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        blockExplorers: { default: { name: 'Devstack Explorer', url: 'http://127.0.0.1:8550/explorer/1' } },
        assets: { imageId: 'ethereum' },
      },
      {
        id: 42161,
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:42161',
        name: 'Arbitrum One (devstack)',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
        blockExplorers: {
          default: { name: 'Devstack Explorer', url: 'http://127.0.0.1:8550/explorer/42161' },
        },
      },
    ]);
    expect(testWallet).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('&networks= limits the requested networks (SPEC §4: a wallet elsewhere sees UnsupportedChain)', () => {
    expect(plan('?networks=42161').networks.map((network) => network.id)).toEqual([42161]);
  });

  it('&networks= naming no dev chain keeps every dev chain and says so', () => {
    const { networks, problems } = plan('?networks=5');
    expect(networks.map((network) => network.id)).toEqual([1, 42161]);
    expect(problems).toEqual([
      'networks: 5 is not a dev chain',
      'networks: no dev chain requested, so every dev chain is',
    ]);
  });

  it('?testWallet= gives the wallet a devnet key, its starting chain and every dev chain RPC', () => {
    expect(plan('?testWallet=reject&account=1&walletChain=42161&networks=1').testWallet).toEqual({
      mode: 'reject',
      privateKey: KEY_1,
      chainId: 42161,
      rpcUrls: { 1: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
    });
  });

  it('an unknown account or wallet chain falls back to account 0 and the first chain, and says so', () => {
    const { testWallet, problems } = plan('?testWallet=approve&account=7&walletChain=10');
    expect(testWallet).toMatchObject({ privateKey: KEY_0, chainId: 1 });
    expect(problems).toEqual([
      'account=7: the devnet has accounts 0 to 1',
      'walletChain=10 is not a dev chain: the wallet starts on 1',
    ]);
  });

  it('without a devnet account there is no test wallet', () => {
    const { testWallet, problems } = planDemo(
      { ...config, devAccounts: [] },
      readDemoFlags('?testWallet=approve'),
      [],
    );
    expect(testWallet).toBeUndefined();
    expect(problems).toContain('The devstack gave no devnet account: no test wallet injected');
  });

  it('a devstack without chains cannot be demonstrated', () => {
    expect(() => planDemo({ ...config, chains: [] }, readDemoFlags(''), [])).toThrow(
      'The devstack runs no chain',
    );
  });
});
