import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';

/** The namespace part of a CAIP-2 or CAIP-10 id. */
function namespaceOf(id: string): string {
  return id.slice(0, id.indexOf(':'));
}

/**
 * The addresses a session shares on `chainId`, in the wallet's order; a wallet that listed none
 * there (sessions may name accounts per chain) still has its namespace's addresses.
 */
export function sessionAddresses(accounts: readonly CaipAddress[], chainId: CaipNetworkId): string[] {
  const onChain = accounts.filter((account) => account.startsWith(`${chainId}:`));
  const namespace = namespaceOf(chainId);
  const candidates = onChain.length > 0 ? onChain : accounts.filter((a) => namespaceOf(a) === namespace);
  const addresses = candidates.map((account) => account.slice(account.lastIndexOf(':') + 1));
  return [...new Set(addresses)].filter((address) => address !== '');
}

/** The chains a session approved in `namespace`, in the wallet's order, each once. */
export function sessionChains(accounts: readonly CaipAddress[], namespace: ChainNamespace): CaipNetworkId[] {
  const chains = accounts
    .filter((account) => namespaceOf(account) === namespace)
    .map((account) => account.slice(0, account.lastIndexOf(':')) as CaipNetworkId);
  return [...new Set(chains)];
}
