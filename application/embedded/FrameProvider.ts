import { type EmbeddedChainId, type EmbeddedWalletUser } from '../../domain/embedded/EmbeddedWalletUser';
import { InvalidAppEventError } from '../../domain/errors/EmbeddedFrameErrors';
import { UnauthorizedWalletRequestError } from '../../domain/errors/WalletRequestErrors';
import { evmChainIdOf } from '../../domain/network/evmChainIdOf';
import { type EmbeddedRpc } from './EmbeddedRpc';

/** The wallet events the EVM adapter follows (EIP-1193). */
export type FrameProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect';

type Listener = (payload: unknown) => void;

/** What the provider asks of the login it belongs to. */
export interface FrameProviderLogin {
  /** The signed-in user, undefined while logged out. */
  user(): EmbeddedWalletUser | undefined;
  /** SPEC §7 "Get chain id via RPC is answered locally from storage": the last chain used. */
  chainId(): EmbeddedChainId;
  /** SWITCH_NETWORK; resolves with the chain the frame is on then (stored by the login). */
  switchChain(chainId: number): Promise<EmbeddedChainId>;
  /** SIGN_OUT, and the cached login forgotten (SPEC §4). */
  signOut(): Promise<void>;
}

/** EIP-2255's revocation of the site's access to the accounts: how the EVM adapter lets go of a wallet. */
function revokesAccounts(params: unknown): boolean {
  return (
    Array.isArray(params) &&
    params.some(
      (permission) => typeof permission === 'object' && permission !== null && 'eth_accounts' in permission,
    )
  );
}

function hexChainId(chainId: EmbeddedChainId): string | EmbeddedChainId {
  const evm = evmChainIdOf(chainId);
  return evm === undefined ? chainId : `0x${evm.toString(16)}`;
}

/** The user's addresses, the one in use first (the account type the visitor chose). */
function addressesOf(user: EmbeddedWalletUser | undefined): string[] {
  if (user === undefined) return [];
  const others = user.accounts
    .map((account) => account.address)
    .filter((address) => address.toLowerCase() !== user.address.toLowerCase());
  return [user.address, ...new Set(others)];
}

/**
 * The embedded wallet as an EIP-1193 provider: the AUTH connector's `provider`, so the EVM adapter
 * and the connection use cases connect it, sign and send through it like any wallet. The account
 * and the chain are answered here (the user the frame reported, the stored chain); switching chain
 * is the frame's SWITCH_NETWORK; the adapter's EIP-2255 revocation on disconnect signs out; every
 * other method goes to the frame as an RPC request by the SPEC §6 lists (`EmbeddedRpc`).
 */
export class FrameProvider {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly login: FrameProviderLogin,
    private readonly rpc: EmbeddedRpc,
  ) {}

  async request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
    const { method, params } = args;
    switch (method) {
      case 'eth_chainId':
        return hexChainId(this.login.chainId());
      case 'eth_accounts':
        return addressesOf(this.login.user());
      case 'eth_requestAccounts': {
        const addresses = addressesOf(this.login.user());
        // Logging in happens in the modal's views, never from a site's request.
        if (addresses.length === 0) throw new UnauthorizedWalletRequestError({ details: 'not logged in' });
        return addresses;
      }
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_revokePermissions':
        if (revokesAccounts(params)) {
          await this.login.signOut();
          return null;
        }
        break;
    }
    return this.rpc.request(method, params, this.login.chainId());
  }

  on(event: string, listener: Listener): this {
    const listeners = this.listeners.get(event) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(event, listeners);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Tells whoever follows the wallet (the EVM adapter) what changed. */
  emit(event: FrameProviderEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** The addresses the site sees now (for `accountsChanged`). */
  addresses(): string[] {
    return addressesOf(this.login.user());
  }

  private async switchChain(params: unknown): Promise<null> {
    const [target] = Array.isArray(params) ? (params as unknown[]) : [];
    const chainId = evmChainIdOf((target as { readonly chainId?: unknown } | undefined)?.chainId);
    if (chainId === undefined) {
      throw new InvalidAppEventError('wallet_switchEthereumChain params[0].chainId: expected a chain id');
    }
    const before = this.login.chainId();
    const now = await this.login.switchChain(chainId);
    if (String(now) !== String(before)) this.emit('chainChanged', hexChainId(now));
    return null;
  }
}
