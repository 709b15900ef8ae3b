import { inject, injectable } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { isNetworkRequested } from '../../domain/network/isNetworkRequested';
import { planNetworkSwitch } from '../../domain/network-switch/NetworkSwitchPlan';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { NetworkNotConfiguredError } from '../../domain/errors/NetworkErrors';
import { AccountStore } from '../account/AccountStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { EventsService } from '../events/EventsService';
import { ModalService } from '../modal/ModalService';
import { OptionsStore } from '../options/OptionsStore';
import { SnackbarService } from '../snackbar/SnackbarService';
import { TypedStorage } from '../storage/TypedStorage';

/** Switches the active network (SPEC §4) and asks the connected wallet to follow. */
@injectable()
export class NetworkService {
  constructor(
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(ModalService) private readonly modal: ModalService,
    @inject(SnackbarService) private readonly snackbar: SnackbarService,
    @inject(EventsService) private readonly events: EventsService,
  ) {}

  /**
   * Makes the configured network with `network`'s id active, and shows the visitor why when the
   * wallet refuses (the modal's and the host API's switch). Resolves to whether the switch happened.
   * Rejects with `NetworkNotConfiguredError`, changing nothing, for a network the site did not configure.
   */
  async switchActiveNetwork(requested: CaipNetwork): Promise<boolean> {
    try {
      await this.switchTo(requested);
      return true;
    } catch (error) {
      if (error instanceof NetworkNotConfiguredError) throw error;
      this.snackbar.showError(error);
      return false;
    }
  }

  /**
   * Makes the configured network with `network`'s id active and returns it. When a wallet is
   * connected on its namespace the wallet switches first; if it refuses, nothing changes and the
   * wallet's error is thrown. Throws `NetworkNotConfiguredError`, changing nothing, for a network
   * the site did not configure.
   */
  async switchTo(requested: CaipNetwork): Promise<CaipNetwork> {
    const configured = this.chains.allNetworks();
    // The host's own definition is used, whatever object the caller passed with the same id.
    const network = configured.find((candidate) => candidate.caipNetworkId === requested.caipNetworkId);
    if (network === undefined) {
      throw new NetworkNotConfiguredError(
        requested.caipNetworkId,
        configured.map((candidate) => candidate.caipNetworkId),
      );
    }
    const namespace = network.chainNamespace;
    const connected = this.accounts.account(namespace).status === 'connected';
    const adapter = this.adapters.find(namespace);
    if (connected && adapter) await adapter.switchNetwork(network);
    this.applySwitch(network);
    await this.events.publish('SWITCH_NETWORK', { network: network.caipNetworkId });
    return network;
  }

  /**
   * The state effects of SPEC §4, also used when the wallet itself moved to another network:
   * active namespace and network, the network id stored, and UnsupportedChain when the network is
   * not among the requested ones (unless the options say otherwise). The send form, which SPEC §4
   * also clears, is the send view-model's: it watches the network and starts over.
   */
  applySwitch(network: CaipNetwork): void {
    const options = this.options.get();
    const plan = planNetworkSwitch({
      network,
      requestedNetworks: this.chains.requestedNetworks(network.chainNamespace),
      enableNetworkSwitch: options.enableNetworkSwitch,
      allowUnsupportedChain: options.allowUnsupportedChain,
      isBasicWcMode: this.connection.get().wcBasic,
    });
    this.chains.set({ activeNamespace: plan.activeNamespace, activeCaipNetwork: network });
    this.chains.updateNetworkState(plan.activeNamespace, (state) => ({ ...state, caipNetwork: network }));
    this.storage.write(KEYPORT_STORAGE.activeNamespace, plan.activeNamespace);
    this.storage.write(KEYPORT_STORAGE.activeCaipNetworkId, plan.storeNetworkId);
    if (plan.showUnsupportedChain) void this.modal.open({ view: 'UnsupportedChain' });
  }

  /**
   * A network the wallet took the namespace to, outside the site's networks, does not outlive
   * the wallet: once the namespace is disconnected it goes back to a configured network (the
   * default network when it is of this namespace, else the namespace's first), so nothing the
   * site did not configure stays selected, or stored for the next visit.
   */
  leaveUnconfiguredNetwork(namespace: ChainNamespace): void {
    const configured = this.chains.allNetworks();
    const { activeNamespace, activeCaipNetwork } = this.chains.get();
    const current =
      activeNamespace === namespace ? activeCaipNetwork : this.chains.networkState(namespace)?.caipNetwork;
    if (current === undefined || isNetworkRequested(current, configured)) {
      return;
    }
    const { defaultNetwork } = this.options.get();
    // A namespace the site configured no network in (a session's other chain) falls back to the default.
    const fallback =
      defaultNetwork.chainNamespace === namespace
        ? defaultNetwork
        : (this.chains.get().chains[namespace]?.caipNetworks[0] ?? defaultNetwork);
    if (activeNamespace === namespace) this.applySwitch(fallback);
    else this.chains.updateNetworkState(namespace, (state) => ({ ...state, caipNetwork: fallback }));
  }
}
