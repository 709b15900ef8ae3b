import { type AppKitOptions, evmAdapter } from 'keyport';

/** Where the local devstack runs; the test page is told before any of the site's scripts run. */
interface SiteConfig {
  readonly projectId: string;
  readonly blockchainApiUrl: string;
  readonly explorerUrl: string;
  readonly relayUrl: string;
  readonly verifyUrl: string;
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
  verifyUrl: 'http://127.0.0.1:9',
  chains: [
    { chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' },
    { chainId: 42161, name: 'Arbitrum One', rpcUrl: 'http://127.0.0.1:9' },
  ],
};

/** A network as the site passes it: Keyport's shape, or a viem chain as AppKit's networks are. */
type SiteNetwork = AppKitOptions['networks'][number];

/**
 * The site's `createAppKit` options: its two networks (Ethereum and Arbitrum One, from wherever the
 * site takes them) on the devstack's nodes, the EVM adapter and the devstack's services.
 */
export function siteOptions(networks: readonly [SiteNetwork, SiteNetwork]): AppKitOptions {
  const config = globalThis.__KEYPORT_SITE__ ?? UNCONFIGURED;
  const rpcUrlOf = (id: number): string => {
    const chain = config.chains.find((candidate) => candidate.chainId === id);
    if (chain === undefined) throw new Error(`The site was given no chain ${id}`);
    return chain.rpcUrl;
  };
  const onDevstack = (network: SiteNetwork): SiteNetwork => ({
    ...network,
    rpcUrls: { ...network.rpcUrls, default: { http: [rpcUrlOf(Number(network.id))] } },
  });
  return {
    projectId: config.projectId,
    networks: [onDevstack(networks[0]), onDevstack(networks[1])],
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
      walletConnectVerify: config.verifyUrl,
      analyticsApi: config.blockchainApiUrl,
    },
  };
}
