import { type CaipNetwork } from './CaipNetwork';

/**
 * Ready-made networks in the SPEC §3 shape, for hosts to pass to `createAppKit({ networks })`:
 * the SPEC §9 swap networks and the three Solana clusters, each with a public RPC endpoint and
 * a block explorer. A host may equally pass its own object of the same shape (a dev chain, a
 * private RPC).
 */

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

function evmNetwork(
  id: number,
  name: string,
  nativeCurrency: CaipNetwork['nativeCurrency'],
  rpcUrl: string,
  explorer: { readonly name: string; readonly url: string },
): CaipNetwork {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: explorer },
  };
}

function solanaNetwork(
  id: string,
  name: string,
  rpcUrl: string,
  explorerUrl: string,
  testnet: boolean,
): CaipNetwork {
  return {
    id,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${id}`,
    name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Solana Explorer', url: explorerUrl } },
    ...(testnet ? { testnet } : {}),
  };
}

export const mainnet = evmNetwork(1, 'Ethereum', ETHER, 'https://ethereum-rpc.publicnode.com', {
  name: 'Etherscan',
  url: 'https://etherscan.io',
});

export const arbitrum = evmNetwork(42161, 'Arbitrum One', ETHER, 'https://arb1.arbitrum.io/rpc', {
  name: 'Arbiscan',
  url: 'https://arbiscan.io',
});

export const optimism = evmNetwork(10, 'OP Mainnet', ETHER, 'https://mainnet.optimism.io', {
  name: 'Optimism Explorer',
  url: 'https://optimistic.etherscan.io',
});

export const zksync = evmNetwork(324, 'ZKsync Era', ETHER, 'https://mainnet.era.zksync.io', {
  name: 'ZKsync Explorer',
  url: 'https://explorer.zksync.io',
});

export const base = evmNetwork(8453, 'Base', ETHER, 'https://mainnet.base.org', {
  name: 'Basescan',
  url: 'https://basescan.org',
});

export const bsc = evmNetwork(
  56,
  'BNB Smart Chain',
  { name: 'BNB', symbol: 'BNB', decimals: 18 },
  'https://bsc-dataseed.bnbchain.org',
  { name: 'BscScan', url: 'https://bscscan.com' },
);

export const polygon = evmNetwork(
  137,
  'Polygon',
  { name: 'POL', symbol: 'POL', decimals: 18 },
  'https://polygon-rpc.com',
  { name: 'PolygonScan', url: 'https://polygonscan.com' },
);

export const gnosis = evmNetwork(
  100,
  'Gnosis',
  { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  'https://rpc.gnosischain.com',
  { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
);

export const avalanche = evmNetwork(
  43114,
  'Avalanche',
  { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'https://api.avax.network/ext/bc/C/rpc',
  { name: 'SnowTrace', url: 'https://snowtrace.io' },
);

export const fantom = evmNetwork(
  250,
  'Fantom',
  { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  'https://rpcapi.fantom.network',
  { name: 'FTMScan', url: 'https://ftmscan.com' },
);

export const kaia = evmNetwork(
  8217,
  'Kaia',
  { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  'https://public-en.node.kaia.io',
  { name: 'KaiaScan', url: 'https://kaiascan.io' },
);

export const aurora = evmNetwork(1313161554, 'Aurora', ETHER, 'https://mainnet.aurora.dev', {
  name: 'Aurora Explorer',
  url: 'https://explorer.mainnet.aurora.dev',
});

export const solana = solanaNetwork(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'https://api.mainnet-beta.solana.com',
  'https://explorer.solana.com',
  false,
);

// Account links are built as `<explorer url>/address/<address>`, which leaves no room for the
// explorer's `?cluster=` parameter: a test-cluster link opens on mainnet, where the visitor can
// switch the explorer's cluster.
export const solanaDevnet = solanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'https://api.devnet.solana.com',
  'https://explorer.solana.com',
  true,
);

export const solanaTestnet = solanaNetwork(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'https://api.testnet.solana.com',
  'https://explorer.solana.com',
  true,
);

/** Every network above, EVM first in the SPEC §9 order, then Solana. */
export const allNetworks: readonly CaipNetwork[] = [
  mainnet,
  arbitrum,
  optimism,
  zksync,
  base,
  bsc,
  polygon,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
  solana,
  solanaDevnet,
  solanaTestnet,
];
