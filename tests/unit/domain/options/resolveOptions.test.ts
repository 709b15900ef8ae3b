import * as E from 'fp-ts/Either';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { DEFAULT_API_URLS } from '../../../../domain/options/ApiUrls';
import { DEFAULT_FEATURES } from '../../../../domain/options/Features';
import { type KeyportOptions, type ResolvedOptions } from '../../../../domain/options/KeyportOptions';
import {
  DEFAULT_SDK_TYPE,
  DEFAULT_SDK_VERSION,
  type OptionsError,
  resolveOptions,
} from '../../../../domain/options/resolveOptions';

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
const options: KeyportOptions = { projectId: 'project-123', networks: [mainnet, base] };

function resolved(input: KeyportOptions): ResolvedOptions {
  const result = resolveOptions(input);
  if (E.isLeft(result)) {
    throw result.left;
  }
  return result.right;
}

function refused(input: unknown): OptionsError {
  const result = resolveOptions(input as KeyportOptions);
  if (E.isRight(result)) {
    throw new Error('expected the options to be refused');
  }
  return result.left;
}

describe('SPEC §1 resolving the host options', () => {
  it('applies every default', () => {
    expect(resolved(options)).toEqual({
      projectId: 'project-123',
      sdkType: DEFAULT_SDK_TYPE,
      sdkVersion: DEFAULT_SDK_VERSION,
      features: DEFAULT_FEATURES,
      metadata: undefined,
      networks: [mainnet, base],
      defaultNetwork: mainnet,
      customWallets: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      termsConditionsUrl: undefined,
      privacyPolicyUrl: undefined,
      siweConfig: undefined,
      siwx: undefined,
      enableEmbedded: false,
      allowUnsupportedChain: false,
      manualWCControl: false,
      enableNetworkSwitch: true,
      defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
      themeMode: 'dark',
      themeVariables: {},
      customRpcUrls: {},
      apiUrls: DEFAULT_API_URLS,
      alerts: [],
      allWallets: 'SHOW',
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableReconnect: true,
      chainImages: {},
      connectorImages: {},
      debug: false,
      enableAuthLogger: true,
      preferUniversalLinks: false,
      enableMobileFullScreen: false,
      proposalOverride: { methods: {}, chains: {}, events: {} },
      notAvailableYet: [],
    });
    expect(DEFAULT_SDK_TYPE).toBe('appkit');
    expect(DEFAULT_SDK_VERSION).toBe('react-core-1.7.4');
  });

  it('keeps every option the host set', () => {
    const siwx = { getRequired: () => true };
    const input: KeyportOptions = {
      projectId: ' project-123 ',
      sdkType: 'appkit',
      sdkVersion: 'react-wagmi-1.7.4',
      features: { swaps: false, socials: ['google'] },
      metadata: { name: 'Site', description: 'A site', url: 'https://site.example', icons: [] },
      networks: [mainnet, base],
      defaultNetwork: evmNetwork(8453),
      customWallets: [{ id: 'c', name: 'Custom' }],
      includeWalletIds: ['i'],
      excludeWalletIds: ['e'],
      featuredWalletIds: ['f'],
      termsConditionsUrl: 'https://site.example/terms',
      privacyPolicyUrl: 'https://site.example/privacy',
      siwx,
      enableEmbedded: true,
      allowUnsupportedChain: true,
      manualWCControl: true,
      enableNetworkSwitch: false,
      defaultAccountTypes: { eip155: 'eoa' },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00f', '--w3m-z-index': 10 },
      customRpcUrls: { 'eip155:1': [{ url: 'https://my-rpc.example' }] },
      apiUrls: {
        blockchainApi: 'http://localhost:8545/',
        walletConnectRelay: 'ws://localhost:5555',
        walletConnectVerify: 'http://127.0.0.1:8554/',
      },
    };
    const result = resolved(input);
    expect(result).toMatchObject({
      projectId: 'project-123',
      sdkVersion: 'react-wagmi-1.7.4',
      features: { ...DEFAULT_FEATURES, swaps: false, socials: ['google'] },
      defaultNetwork: base,
      customWallets: [{ id: 'c', name: 'Custom' }],
      includeWalletIds: ['i'],
      excludeWalletIds: ['e'],
      featuredWalletIds: ['f'],
      termsConditionsUrl: 'https://site.example/terms',
      privacyPolicyUrl: 'https://site.example/privacy',
      enableEmbedded: true,
      allowUnsupportedChain: true,
      manualWCControl: true,
      enableNetworkSwitch: false,
      defaultAccountTypes: { eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00f', '--w3m-z-index': 10 },
      customRpcUrls: { 'eip155:1': [{ url: 'https://my-rpc.example' }] },
      apiUrls: {
        ...DEFAULT_API_URLS,
        blockchainApi: 'http://localhost:8545',
        walletConnectRelay: 'ws://localhost:5555',
        walletConnectVerify: 'http://127.0.0.1:8554',
      },
      alerts: [],
    });
    expect(result.siwx).toBe(siwx);
    expect(result.metadata).toEqual(input.metadata);
  });

  describe('SPEC §8 a missing project id raises a configuration alert, and creation continues', () => {
    it.each([undefined, '', '   '])('alerts for project id %p', (projectId) => {
      const result = resolved({ ...options, projectId });
      expect(result.projectId).toBeUndefined();
      expect(result.alerts).toEqual([
        expect.objectContaining({ code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' }),
      ]);
    });
  });

  describe('if both siweConfig and siwx are set, creation fails', () => {
    it('fails with SIWE_AND_SIWX', () => {
      const error = refused({ ...options, siweConfig: {}, siwx: {} });
      expect(error.code).toBe('SIWE_AND_SIWX');
      expect(error.shortMessage).toBe('Options siweConfig and siwx cannot both be set; pass only siwx');
    });

    it('accepts the legacy siweConfig alone', () => {
      const siweConfig = {};
      expect(resolved({ ...options, siweConfig }).siweConfig).toBe(siweConfig);
    });
  });

  // Shape problems share one error, INVALID_OPTIONS, that names the option (they had codes of their own).
  describe('networks must be non-empty and valid', () => {
    it('fails without networks', () => {
      expect(refused({ ...options, networks: [] }).shortMessage).toBe(
        'Option networks: expected a non-empty list of networks, got []',
      );
      const error = refused({ projectId: 'p' });
      expect(error.code).toBe('INVALID_OPTIONS');
      expect(error.shortMessage).toBe(
        'Option networks: expected a non-empty list of networks, got undefined',
      );
    });

    it('fails on an invalid network, naming its index', () => {
      const error = refused({ ...options, networks: [mainnet, { ...base, caipNetworkId: 'eip155:x' }] });
      expect(error.code).toBe('INVALID_OPTIONS');
      expect(error.shortMessage).toBe(
        'Option networks[1]: caipNetworkId "eip155:x" is not a valid CAIP-2 id',
      );
    });
  });

  describe('defaultNetwork must be among networks', () => {
    it('fails when it is not', () => {
      const error = refused({ ...options, defaultNetwork: evmNetwork(10) });
      expect(error.code).toBe('DEFAULT_NETWORK_NOT_CONFIGURED');
      expect(error.shortMessage).toBe('Option defaultNetwork (eip155:10) is not one of networks');
    });

    it('uses the configured network object with the same id', () => {
      const copy = { ...base, name: 'Renamed copy' };
      const result = resolved({ ...options, defaultNetwork: copy });
      expect(result.defaultNetwork).toBe(
        result.networks.find((network) => network.caipNetworkId === base.caipNetworkId),
      );
      expect(result.defaultNetwork).toEqual(base);
    });

    it("each network is Keyport's own copy: the host's objects are never the ones kept", () => {
      const result = resolved({ ...options, networks: [mainnet, base], defaultNetwork: base });
      expect(result.networks).toEqual([mainnet, base]);
      expect(result.networks[0]).not.toBe(mainnet);
      expect(result.defaultNetwork).not.toBe(base);
    });
  });

  describe('outside service URLs', () => {
    it.each([
      ['blockchainApi', 'rpc.example'],
      ['explorerApi', 'ftp://explorer.example'],
      ['walletConnectRelay', 'https://relay.example'],
      ['embeddedWalletFrame', 'https://'],
      ['walletConnectVerify', 'wss://verify.example'],
    ] as const)('refuses apiUrls.%s = %p', (service, url) => {
      const error = refused({ ...options, apiUrls: { [service]: url } });
      expect(error.code).toBe('INVALID_OPTIONS');
      expect(error.shortMessage).toMatch(new RegExp(`^Option apiUrls\\.${service}: expected an absolute`));
    });

    it('names the schemes a service needs', () => {
      expect(refused({ ...options, apiUrls: { walletConnectRelay: 'x' } }).shortMessage).toBe(
        'Option apiUrls.walletConnectRelay: expected an absolute wss or ws URL, got "x"',
      );
    });
  });

  it('refuses unknown theme variables', () => {
    const error = refused({ ...options, themeVariables: { '--w3m-unknown': 'x' } });
    expect(error.code).toBe('INVALID_OPTIONS');
    expect(error.shortMessage).toMatch(
      /^Option themeVariables: Unknown theme variable "--w3m-unknown"; known/,
    );
  });
});
