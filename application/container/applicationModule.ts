import { ContainerModule } from 'inversify';
import { AccountStore } from '../account/AccountStore';
import { ActiveAccount } from '../account/ActiveAccount';
import { AlertService } from '../alerts/AlertService';
import { AlertStore } from '../alerts/AlertStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { DisconnectService } from '../disconnect/DisconnectService';
import { EventsService } from '../events/EventsService';
import { EventsStore } from '../events/EventsStore';
import { ModalService } from '../modal/ModalService';
import { ModalStore } from '../modal/ModalStore';
import { NetworkService } from '../network/NetworkService';
import { RouterService } from '../router/RouterService';
import { RouterStore } from '../router/RouterStore';
import { SendStore } from '../send/SendStore';
import { SiwxStore } from '../siwx/SiwxStore';
import { SnackbarService } from '../snackbar/SnackbarService';
import { SnackbarStore } from '../snackbar/SnackbarStore';
import { TypedStorage } from '../storage/TypedStorage';
import { ThemeService } from '../theme/ThemeService';
import { ThemeStore } from '../theme/ThemeStore';
import { KeyportCore } from '../core/KeyportCore';
import { StartupService } from '../core/StartupService';

/** Stores: one instance per core, so every service reads and writes the same state. */
export const storesModule = new ContainerModule((bind) => {
  for (const store of [
    ModalStore,
    RouterStore,
    SnackbarStore,
    ChainStore,
    AccountStore,
    ConnectorStore,
    ConnectionStore,
    SendStore,
    ThemeStore,
    EventsStore,
    AlertStore,
    SiwxStore,
  ]) {
    bind(store).toSelf().inSingletonScope();
  }
});

/** Use cases: singletons too, since several keep timers (snackbar, shake) that must not be duplicated. */
export const useCasesModule = new ContainerModule((bind) => {
  for (const service of [
    TypedStorage,
    ChainAdapters,
    ActiveAccount,
    AlertService,
    EventsService,
    SnackbarService,
    RouterService,
    ModalService,
    NetworkService,
    DisconnectService,
    ThemeService,
    StartupService,
    KeyportCore,
  ]) {
    bind(service).toSelf().inSingletonScope();
  }
});
