import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type ChainAdapterEvent } from '../ports/ChainAdapter';
import { type WalletConnectSessionProvider } from '../ports/WalletConnectSessionProviders';

/** `0xa4b1` (as EIP-1193 gives chain ids) → 42161. */
function chainNumber(hexChainId: unknown): number | undefined {
  const value = typeof hexChainId === 'string' ? Number(hexChainId) : Number.NaN;
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * A namespace no chain adapter serves: the provider's EIP-1193 events become the events an adapter
 * of `namespace` would report, for the wallet-events follower.
 */
export function reportAdapterless(
  namespace: ChainNamespace,
  provider: WalletConnectSessionProvider,
  report: (event: ChainAdapterEvent) => void,
): void {
  provider.on('chainChanged', (hexChainId) => {
    const chainId = chainNumber(hexChainId);
    if (chainId !== undefined) report({ type: 'chainChanged', namespace, chainId });
  });
  provider.on('accountsChanged', (addresses) => {
    const [address] = Array.isArray(addresses) ? (addresses as unknown[]) : [];
    report({ type: 'accountsChanged', namespace, address: typeof address === 'string' ? address : null });
  });
  provider.on('disconnect', () => report({ type: 'disconnected', namespace }));
}
