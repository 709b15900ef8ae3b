import type { ChainNamespace } from '../chain/ChainNamespace';

/** SPEC §9: counts, sizes and chain lists that are business rules rather than tuning. */
export const RECENT_WALLETS_KEPT = 2;
export const SWAP_SLIPPAGE_TOLERANCE = 1;
export const RPC_BATCH_SIZE = 1000;
export const MODAL_WIDTH_PX = 360;
export const DEFAULT_THEME_MODE = 'dark' as const;

/** eip155 chain ids on which swaps are offered. */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
];

/** Which namespaces each account feature works on. */
export const FEATURE_NAMESPACES = {
  names: ['eip155'],
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155'],
} as const satisfies Record<string, readonly ChainNamespace[]>;

/** Card-pay chains, by the payment provider's network names; the first is the fallback. */
export const CARD_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const;
export const CARD_PAY_FALLBACK_CHAIN = 'ethereum';

/** The address that stands for a namespace's native token in token lists and quotes. */
export const NATIVE_TOKEN_ADDRESSES: Readonly<Record<ChainNamespace, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
  bip122: '0x',
  polkadot: '0x',
};

/** The embedded wallet's defaults. */
export const EMBEDDED_WALLET = {
  secureSdkVersion: 4,
  defaultChainId: 1,
  defaultCaipNetworkId: 'eip155:1',
  defaultLogLevel: 'error',
} as const;

/** The React wrapper's own SDK version string (SPEC §9). */
export const SDK_VERSION = '1.7.4';

/**
 * Wallet slots of the Connect view (REFERENCE §7): recommended wallets fill what featured,
 * custom and installed wallets and the email and social entries leave of them.
 */
export const CONNECT_VIEW_WALLET_SLOTS = 4;
