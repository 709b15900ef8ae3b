import { createWalletClient, defineChain, type Hex, http, type LocalAccount } from 'viem';

/** A chain the key can use: its id and the node to send through. */
export interface KeyChain {
  readonly chainId: number;
  readonly rpcUrl: string;
}

interface RequestArguments {
  readonly method: string;
  readonly params?: unknown;
}

type Listener = (payload: unknown) => void;

/** An EIP-1193 error as wallets raise them: a code a caller can branch on. */
class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An EIP-1193 provider backed by a private key: what a script, a server or a bot hands Keyport
 * in place of a browser wallet (`evmAdapter({ provider })`). It approves every request itself,
 * signs with the key and sends through the chain's node; reads go to the node as they are.
 */
export function keyProvider(account: LocalAccount, chains: readonly [KeyChain, ...KeyChain[]]) {
  let current: KeyChain = chains[0];
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown): void =>
    listeners.get(event)?.forEach((listener) => listener(payload));
  const wallet = (chain: KeyChain) =>
    createWalletClient({
      account,
      chain: defineChain({
        id: chain.chainId,
        name: `chain ${chain.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    });

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const args = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return `0x${current.chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const wanted = Number.parseInt(String((args[0] as { chainId?: string } | undefined)?.chainId), 16);
        const next = chains.find((chain) => chain.chainId === wanted);
        if (next === undefined) throw new ProviderError(4902, `Chain ${wanted} is not known to this key`);
        if (next !== current) {
          current = next;
          emit('chainChanged', `0x${next.chainId.toString(16)}`);
        }
        return null;
      }
      case 'personal_sign':
        return account.signMessage({ message: { raw: args[0] as Hex } });
      case 'eth_sendTransaction': {
        const call = args[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        return wallet(current).sendTransaction({
          to: call.to ?? null,
          ...(call.data === undefined ? {} : { data: call.data }),
          ...(call.value === undefined ? {} : { value: BigInt(call.value) }),
          ...(call.gas === undefined ? {} : { gas: BigInt(call.gas) }),
        });
      }
      default:
        return wallet(current).request({ method, params } as never);
    }
  }

  return {
    request,
    on(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener);
    },
  };
}
