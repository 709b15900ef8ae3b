/** The EVM methods the demo wallet answers (README "Requests"). */
export const WALLET_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
];

/** The session events the demo wallet emits. */
export const WALLET_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged'];

/** One namespace of a session proposal, as the dapp wrote it (`chains` may be in the key instead). */
export interface ProposedNamespace {
  readonly chains?: readonly string[];
  readonly methods: readonly string[];
  readonly events: readonly string[];
}

export type ProposedNamespaces = Readonly<Record<string, ProposedNamespace>>;

export interface NamespaceProposal {
  readonly requiredNamespaces: ProposedNamespaces;
  readonly optionalNamespaces?: ProposedNamespaces;
}

/**
 * The eip155 namespace the wallet approves: its chains, its account on each, what it answers. A type
 * rather than an interface so that it fits the sign-client's index-signed `Namespaces`.
 */
export type ApprovedNamespaces = {
  readonly eip155: {
    readonly chains: string[];
    readonly accounts: string[];
    readonly methods: string[];
    readonly events: string[];
  };
};

/** The WalletConnect SDK error a proposal is refused with when the wallet cannot meet it. */
export type NamespaceRefusal =
  'UNSUPPORTED_CHAINS' | 'UNSUPPORTED_METHODS' | 'UNSUPPORTED_EVENTS' | 'UNSUPPORTED_NAMESPACE_KEY';

export type NamespaceDecision =
  | { readonly ok: true; readonly namespaces: ApprovedNamespaces }
  | { readonly ok: false; readonly refusal: NamespaceRefusal; readonly detail: string };

/** A namespace's chains: its `chains` list, or the key itself when the key is a chain (`eip155:1`). */
function chainsOf(key: string, namespace: ProposedNamespace): readonly string[] {
  return namespace.chains ?? (key.includes(':') ? [key] : []);
}

function namespaceOf(key: string): string {
  return key.split(':')[0] ?? key;
}

/** Every chain the proposal names, required first, each once, in the dapp's order (any namespace). */
export function requestedChains(proposal: NamespaceProposal): string[] {
  const all = [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}].flatMap((namespaces) =>
    Object.entries(namespaces).flatMap(([key, namespace]) => chainsOf(key, namespace)),
  );
  return [...new Set(all)];
}

function missing(wanted: readonly string[], offered: readonly string[]): string[] {
  return wanted.filter((item) => !offered.includes(item));
}

/**
 * What the wallet approves for a proposal: eip155 only, with the devstack chains the dapp asked for
 * (required and optional), the account on each, and the wallet's methods and events. A required
 * namespace, chain, method or event the wallet does not have refuses the proposal with the
 * matching SDK error, as the protocol asks; so does a proposal naming none of the devstack chains.
 */
export function buildSessionNamespaces(
  proposal: NamespaceProposal,
  wallet: { readonly address: string; readonly chainIds: readonly number[] },
): NamespaceDecision {
  const devChains = wallet.chainIds.map((id) => `eip155:${id}`);
  for (const [key, namespace] of Object.entries(proposal.requiredNamespaces)) {
    if (namespaceOf(key) !== 'eip155') {
      return { ok: false, refusal: 'UNSUPPORTED_NAMESPACE_KEY', detail: `${key} is not an EVM namespace` };
    }
    const chains = missing(chainsOf(key, namespace), devChains);
    if (chains.length > 0) return { ok: false, refusal: 'UNSUPPORTED_CHAINS', detail: chains.join(', ') };
    const methods = missing(namespace.methods, WALLET_METHODS);
    if (methods.length > 0) return { ok: false, refusal: 'UNSUPPORTED_METHODS', detail: methods.join(', ') };
    const events = missing(namespace.events, WALLET_EVENTS);
    if (events.length > 0) return { ok: false, refusal: 'UNSUPPORTED_EVENTS', detail: events.join(', ') };
  }
  const chains = requestedChains(proposal).filter((chain) => devChains.includes(chain));
  if (chains.length === 0) {
    return {
      ok: false,
      refusal: 'UNSUPPORTED_CHAINS',
      detail: `none of the requested chains is a devstack chain (${devChains.join(', ')})`,
    };
  }
  return {
    ok: true,
    namespaces: {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${wallet.address}`),
        methods: [...WALLET_METHODS],
        events: [...WALLET_EVENTS],
      },
    },
  };
}
