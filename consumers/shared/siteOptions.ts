import { type AppKitOptions, evmAdapter } from 'keyport';
import { arbitrum, mainnet } from 'keyport/networks';

/** Where the local devstack runs; the test page is told before any of the site's scripts run. */
interface SiteConfig {
  readonly projectId: string;
  readonly blockchainApiUrl: string;
  readonly explorerUrl: string;
  readonly relayUrl: string;
  readonly chains: readonly { readonly chainId: number; readonly name: string; readonly rpcUrl: string }[];
}

declare global {
  var __KEYPORT_SITE__: SiteConfig | undefined;
}

/** On a server, or a page nobody configured: addresses nothing is contacted at, never reached on render. */
const UNCONFIGURED: SiteConfig = {
  projectId: 'unconfigured',
  blockchainApiUrl: 'http://127.0.0.1:9',
  explorerUrl: 'http://127.0.0.1:9',
  relayUrl: 'ws://127.0.0.1:9',
  chains: [
    { chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' },
    { chainId: 42161, name: 'Arbitrum One', rpcUrl: 'http://127.0.0.1:9' },
  ],
};

/** The site's networks, as Keyport defines them; only their RPC endpoints are the devstack's. */
const NETWORKS = [mainnet, arbitrum] as const;

/** The site's `createAppKit` options: two networks, the EVM adapter, the devstack's services. */
export function siteOptions(): AppKitOptions {
  const config = globalThis.__KEYPORT_SITE__ ?? UNCONFIGURED;
  const rpcUrlOf = (id: number): string => {
    const chain = config.chains.find((candidate) => candidate.chainId === id);
    if (chain === undefined) throw new Error(`The site was given no chain ${id}`);
    return chain.rpcUrl;
  };
  const [first, second] = NETWORKS.map((network) => ({
    ...network,
    rpcUrls: { default: { http: [rpcUrlOf(network.id as number)] } },
  }));
  return {
    projectId: config.projectId,
    networks: [first!, second!],
    adapters: [evmAdapter()],
    metadata: {
      name: 'Consumer site',
      description: 'A site built on the package',
      url: 'http://127.0.0.1',
      icons: [],
    },
    apiUrls: {
      blockchainApi: config.blockchainApiUrl,
      explorerApi: config.explorerUrl,
      walletConnectRelay: config.relayUrl,
      analyticsApi: config.blockchainApiUrl,
    },
  };
}
