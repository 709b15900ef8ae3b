import {
  type WalletConnectClient,
  type WalletConnectSession,
} from '../../application/ports/WalletConnectClient';
import { type WalletConnectSessionProvider } from '../../application/ports/WalletConnectSessionProviders';
import { sessionAddresses } from '../../application/walletconnect/sessionAccounts';
import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';

type Listener = (payload: unknown) => void;

/** The EIP-1193 events this provider emits, as wallets in the page do. */
type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect';

/** `eip155:42161` → `0xa4b1`, the form EIP-1193 gives chain ids in. */
function hexChainId(chainId: CaipNetworkId): string {
  const reference = Number(chainId.slice(chainId.indexOf(':') + 1));
  return `0x${reference.toString(16)}`;
}

/** `0xa4b1` or `42161` (as wallets send them in switch requests) → `eip155:42161`. */
function caipChainId(chainId: unknown): CaipNetworkId | undefined {
  const reference =
    typeof chainId === 'number' ? chainId : typeof chainId === 'string' ? Number(chainId) : Number.NaN;
  return Number.isSafeInteger(reference) && reference > 0 ? `eip155:${reference}` : undefined;
}

/**
 * A WalletConnect session seen as an EIP-1193 provider, the way the EVM adapter and the host's
 * `useAppKitProvider` talk to any wallet: what the session already says (accounts, chain) is
 * answered here, everything else is a request to the phone wallet over the relay. So a wallet
 * connected by QR code signs and sends through exactly the code an extension does.
 */
export class WalletConnectProvider implements WalletConnectSessionProvider {
  private readonly listeners = new Map<ProviderEvent, Set<Listener>>();
  private chainId: CaipNetworkId;
  private accounts: readonly CaipAddress[];

  constructor(
    private readonly client: WalletConnectClient,
    readonly session: WalletConnectSession,
    chainId: CaipNetworkId,
  ) {
    this.chainId = chainId;
    this.accounts = session.accounts;
  }

  /** The chain requests go to now. */
  get currentChainId(): CaipNetworkId {
    return this.chainId;
  }

  async request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
    switch (args.method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return sessionAddresses(this.accounts, this.chainId);
      case 'eth_chainId':
        return hexChainId(this.chainId);
      case 'wallet_revokePermissions':
        // Ending the session is the disconnect; there is no permission of its own to revoke.
        return null;
      case 'wallet_switchEthereumChain':
        return this.switchChain(args.params);
      default:
        return this.client.request(this.session.topic, this.chainId, args.method, args.params ?? []);
    }
  }

  on(event: string, listener: Listener): this {
    if (isProviderEvent(event)) {
      const set = this.listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(event, set);
    }
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    if (isProviderEvent(event)) this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** The wallet moved to another chain (a session event, or its answer to our switch). */
  chainChanged(chainId: CaipNetworkId): void {
    if (chainId === this.chainId) return;
    this.chainId = chainId;
    this.emit('chainChanged', hexChainId(chainId));
  }

  /** The wallet changed the accounts it shares. */
  accountsChanged(accounts: readonly CaipAddress[]): void {
    this.accounts = accounts;
    this.emit('accountsChanged', sessionAddresses(accounts, this.chainId));
  }

  /** The session ended: listeners hear it once and are let go. */
  ended(): void {
    this.emit('disconnect', { code: 4900, message: 'The WalletConnect session ended' });
    this.listeners.clear();
  }

  private async switchChain(params: unknown): Promise<null> {
    const [target] = Array.isArray(params) ? (params as readonly unknown[]) : [];
    const requested =
      typeof target === 'object' && target !== null ? (target as { chainId?: unknown }).chainId : undefined;
    const chainId = caipChainId(requested);
    // The wallet decides (it may refuse, or not know the chain); the session follows its answer.
    await this.client.request(this.session.topic, this.chainId, 'wallet_switchEthereumChain', params);
    if (chainId !== undefined) this.chainChanged(chainId);
    return null;
  }

  private emit(event: ProviderEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }
}

function isProviderEvent(event: string): event is ProviderEvent {
  return event === 'accountsChanged' || event === 'chainChanged' || event === 'disconnect';
}
