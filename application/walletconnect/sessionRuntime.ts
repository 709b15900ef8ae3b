import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type ChainAdapterEvent, type ConnectedAccount } from '../ports/ChainAdapter';
import { type WalletConnectSession } from '../ports/WalletConnectClient';
import { type WalletConnectSessionProvider } from '../ports/WalletConnectSessionProviders';
import { sessionAddresses } from './sessionAccounts';

/*
 * What only a page holding a WalletConnect session needs, loaded once there is one (with the
 * session's provider, which the deployment makes): how a session stands in for a chain adapter on
 * a WalletConnect-only site.
 */

/**
 * The account a session gives on `network` when no chain adapter stands between (a
 * WalletConnect-only site): the wallet's first address there, every address as an account.
 * Undefined when the wallet shares none there.
 */
export function sessionAccount(
  session: WalletConnectSession,
  network: CaipNetwork,
): ConnectedAccount | undefined {
  const addresses = sessionAddresses(session.accounts, network.caipNetworkId);
  const [address] = addresses;
  if (address === undefined) return undefined;
  return {
    address,
    chainId: network.id,
    accounts: addresses.map((each) => ({ address: each, type: 'eoa' as const })),
  };
}

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
