import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ProposalOverride } from '../../domain/options/AppKitOptions';

/** One namespace of a session proposal: the chains asked for and what the site will use on them. */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

/**
 * Every EVM request Keyport or its host may send through a session. A wallet only relays the
 * methods the session lists, so asking for less would make a later sign or send fail.
 */
export const EIP155_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
];

/** The EVM wallet events Keyport follows: the visitor switching network or account in the wallet. */
export const EIP155_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged'];

/** Every Solana request Keyport may send; Solana wallets announce no session events. */
export const SOLANA_METHODS: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
];

const METHODS_BY_NAMESPACE: Readonly<Record<string, readonly string[]>> = {
  eip155: EIP155_METHODS,
  solana: SOLANA_METHODS,
};

const EVENTS_BY_NAMESPACE: Readonly<Record<string, readonly string[]>> = {
  eip155: EIP155_EVENTS,
};

/**
 * The optional namespaces of a proposal for these networks, one per CAIP-2 namespace in the order
 * first seen, each chain once. Optional rather than required: a wallet that supports only some of
 * the site's networks can still connect, and the session says which ones it approved.
 *
 * The host's `universalProviderConfigOverride` (AppKit's) replaces the chains, methods or events
 * of a namespace the site has networks in, where it gives them.
 */
export function proposalNamespaces(
  networks: readonly CaipNetworkId[],
  override?: ProposalOverride,
): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {};
  for (const network of networks) {
    const namespace = network.slice(0, network.indexOf(':'));
    const chains = override?.chains[namespace];
    const entry = (namespaces[namespace] ??= {
      chains: [...(chains ?? [])],
      methods: [...(override?.methods[namespace] ?? METHODS_BY_NAMESPACE[namespace] ?? [])],
      events: [...(override?.events[namespace] ?? EVENTS_BY_NAMESPACE[namespace] ?? [])],
    });
    if (!chains && !entry.chains.includes(network)) entry.chains.push(network);
  }
  return namespaces;
}
