/**
 * The chain namespaces Keyport knows (CAIP-2 namespaces). SPEC §1 lists default account
 * types for these four; SPEC §5 accepts addresses only for eip155 and solana.
 */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const;

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}
