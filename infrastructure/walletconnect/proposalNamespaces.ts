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

/** No `universalProviderConfigOverride`: the proposal is Keyport's own. */
export const NO_PROPOSAL_OVERRIDE: ProposalOverride = { methods: {}, chains: {}, events: {} };

/**
 * The optional namespaces of a proposal for these networks, one per CAIP-2 namespace in the order
 * first seen, each chain once. Optional rather than required: a wallet that supports only some of
 * the site's networks can still connect, and the session says which ones it approved.
 *
 * The host's `universalProviderConfigOverride` (AppKit's) replaces a namespace's chains, methods
 * or events where it gives them, and may add a namespace; one left with no chain is not proposed.
 */
export function proposalNamespaces(
  networks: readonly CaipNetworkId[],
  override: ProposalOverride = NO_PROPOSAL_OVERRIDE,
): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {};
  const entryOf = (namespace: string): ProposalNamespace =>
    (namespaces[namespace] ??= {
      chains: [],
      methods: [...(METHODS_BY_NAMESPACE[namespace] ?? [])],
      events: [...(EVENTS_BY_NAMESPACE[namespace] ?? [])],
    });
  for (const network of networks) {
    const entry = entryOf(network.slice(0, network.indexOf(':')));
    if (!entry.chains.includes(network)) entry.chains.push(network);
  }
  for (const field of ['chains', 'methods', 'events'] as const) {
    for (const [namespace, list] of Object.entries(override[field])) {
      if (list !== undefined) entryOf(namespace)[field] = [...new Set(list)];
    }
  }
  return Object.fromEntries(Object.entries(namespaces).filter(([, entry]) => entry.chains.length > 0));
}
