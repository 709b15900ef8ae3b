import { ContainerModule, type interfaces } from 'inversify';
import { AccountStore } from '../account/AccountStore';
import { ActiveAccount } from '../account/ActiveAccount';
import { SupportedChainsService } from '../account-data/SupportedChainsService';
import { AlertService } from '../alerts/AlertService';
import { AlertStore } from '../alerts/AlertStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { AccountDetails } from '../connection/AccountDetails';
import { ConnectionService } from '../connection/ConnectionService';
import { ConnectionStore } from '../connection/ConnectionStore';
import { SessionRestorer } from '../connection/SessionRestorer';
import { WalletEventsFollower } from '../connection/WalletEventsFollower';
import { WalletSession } from '../connection/WalletSession';
import { ConnectorStore } from '../connector/ConnectorStore';
import { Keyport } from '../instance/Keyport';
import { StartupService } from '../core/StartupService';
import { Disconnector } from '../disconnect/Disconnector';
import { EventsService } from '../events/EventsService';
import { EventsStore } from '../events/EventsStore';
import { ModalService } from '../modal/ModalService';
import { ModalStore } from '../modal/ModalStore';
import { NetworkService } from '../network/NetworkService';
import { RouterService } from '../router/RouterService';
import { RouterStore } from '../router/RouterStore';
import { SiwxStore } from '../siwx/SiwxStore';
import { SnackbarService } from '../snackbar/SnackbarService';
import { SnackbarStore } from '../snackbar/SnackbarStore';
import { TypedStorage } from '../storage/TypedStorage';
import { ThemeService } from '../theme/ThemeService';
import { ThemeStore } from '../theme/ThemeStore';
import { PickedWallets } from '../wallets/PickedWallets';
import { WalletListStore } from '../wallets/WalletListStore';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';

/**
 * Every store and use case is a singleton of its core: state and timers (snackbar, shake) must
 * exist once. One module per feature, so a deployment or a later feature can see what belongs
 * together, and a test can load only what it needs.
 */
function singletons(...classes: interfaces.Newable<unknown>[]): ContainerModule {
  return new ContainerModule((bind) => {
    for (const type of classes) bind(type).toSelf().inSingletonScope();
  });
}

export const modalModule = singletons(ModalStore, RouterStore, RouterService, ModalService);
export const snackbarModule = singletons(SnackbarStore, SnackbarService);
export const eventsModule = singletons(EventsStore, EventsService, AlertStore, AlertService);
export const networkModule = singletons(ChainStore, ChainAdapters, NetworkService);
export const accountModule = singletons(AccountStore, ActiveAccount);
export const connectionModule = singletons(
  ConnectorStore,
  ConnectionStore,
  SiwxStore,
  Disconnector,
  AccountDetails,
  WalletSession,
  WalletConnectSessions,
  SessionRestorer,
  WalletEventsFollower,
  ConnectionService,
);
export const themeModule = singletons(ThemeStore, ThemeService);
export const coreModule = singletons(TypedStorage, StartupService, Keyport);
/**
 * The supported-chains list and the requests in flight are kept once per core (the rest of the
 * blockchain API's answers load with the views that show them: `blockchainApiFeature`).
 */
export const accountDataModule = singletons(SupportedChainsService);
/**
 * The explorer's lists are fetched once per core (the AllWallets paging and search load with their
 * view, WalletConnect pairing with the WalletConnect views).
 */
export const walletsModule = singletons(PickedWallets, WalletListStore);

export const applicationModules: readonly ContainerModule[] = [
  modalModule,
  snackbarModule,
  eventsModule,
  networkModule,
  accountModule,
  connectionModule,
  themeModule,
  coreModule,
  accountDataModule,
  walletsModule,
];
