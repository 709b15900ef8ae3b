import { inject, injectable } from 'inversify';
import { Subscription } from 'rxjs';
import { type WalletAccount } from '../../domain/account/AccountState';
import { toCaipAddress } from '../../domain/address/parseCaipAddress';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { AccountStore } from '../account/AccountStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { Disconnector } from '../disconnect/Disconnector';
import { NetworkService } from '../network/NetworkService';
import { type ChainAdapterEvent } from '../ports/ChainAdapter';
import { AccountDetails } from './AccountDetails';
import { addressExplorerUrl, networkForChain } from './networkForChain';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';
import { WalletSession } from './WalletSession';

/**
 * Keeps Keyport in step with what the visitor does in the wallet itself: another account picked,
 * another network picked, or the site disconnected from the wallet's side. Events of a namespace
 * that is not connected are ignored: they belong to no connection Keyport holds.
 */
@injectable()
export class WalletEventsFollower {
  constructor(
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(Disconnector) private readonly disconnector: Disconnector,
    @inject(WalletSession) private readonly session: WalletSession,
    @inject(AccountDetails) private readonly details: AccountDetails,
    @inject(WalletConnectSessions) private readonly walletConnect: WalletConnectSessions,
  ) {}

  /** Listens to every adapter's wallet events until the returned subscription ends. */
  follow(): Subscription {
    const subscription = new Subscription();
    // A WalletConnect-only site has no adapter; its session reports the same events itself.
    for (const source of [...this.adapters.all(), this.walletConnect]) {
      subscription.add(
        source.events$.subscribe({
          next: (event) => this.handle(event),
          // A broken event stream ends that adapter's events; it must not take the page down.
          error: () => undefined,
        }),
      );
    }
    return subscription;
  }

  private handle(event: ChainAdapterEvent): void {
    const current = this.connectedAddress(event.namespace);
    if (current === undefined) return;
    switch (event.type) {
      case 'accountsChanged':
        if (event.address === null) void this.disconnector.disconnect(event.namespace);
        else if (event.address !== current) this.followAccount(event.namespace, event.address);
        return;
      case 'chainChanged':
        this.followChain(event.namespace, current, event.chainId);
        return;
      case 'disconnected':
        void this.disconnector.disconnect(event.namespace);
        return;
    }
  }

  /** The address a namespace is connected with, if it is connected. */
  private connectedAddress(namespace: ChainNamespace): string | undefined {
    const account = this.accounts.account(namespace);
    const connected =
      this.connectors.get().connectedConnectorIds[namespace] !== undefined && account.status === 'connected';
    return connected ? account.address : undefined;
  }

  /** The visitor picked another account in the wallet: the account becomes that one. */
  private followAccount(namespace: ChainNamespace, address: string): void {
    const account = this.accounts.account(namespace);
    const network = this.session.networkOf(namespace);
    const known = account.allAccounts.some((existing) => existing.address === address);
    const allAccounts: readonly WalletAccount[] = known
      ? account.allAccounts
      : [{ namespace, address, type: 'eoa' }];
    this.accounts.patchAccount(namespace, {
      address,
      caipAddress: toCaipAddress(network.caipNetworkId, address),
      allAccounts,
      addressExplorerUrl: addressExplorerUrl(network, address),
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
    });
    void this.details.load(namespace, address, network);
  }

  /**
   * The wallet moved to another network. On the active namespace that is a network switch (SPEC
   * §4, UnsupportedChain included); on another namespace it only changes that namespace's network.
   */
  private followChain(namespace: ChainNamespace, address: string, chainId: number | string): void {
    const network = networkForChain(namespace, chainId, this.chains.allNetworks());
    const caipAddress = toCaipAddress(network.caipNetworkId, address);
    if (this.accounts.account(namespace).caipAddress === caipAddress) return;
    const { activeNamespace, activeCaipNetwork } = this.chains.get();
    if (activeNamespace !== namespace) {
      this.chains.updateNetworkState(namespace, (state) => ({ ...state, caipNetwork: network }));
    } else if (activeCaipNetwork?.caipNetworkId !== network.caipNetworkId) {
      this.networks.applySwitch(network);
    }
    this.accounts.patchAccount(namespace, {
      caipAddress,
      addressExplorerUrl: addressExplorerUrl(network, address),
      balance: undefined,
      balanceSymbol: undefined,
    });
    void this.details.loadBalance(namespace, address, network);
  }
}
