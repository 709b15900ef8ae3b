import { AccountStore } from '../../../../application/account/AccountStore';
import { ActiveAccount } from '../../../../application/account/ActiveAccount';
import { AlertService } from '../../../../application/alerts/AlertService';
import { AlertStore } from '../../../../application/alerts/AlertStore';
import { ChainAdapters } from '../../../../application/chain/ChainAdapters';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { Keyport } from '../../../../application/instance/Keyport';
import { StartupService } from '../../../../application/core/StartupService';
import { DisconnectService } from '../../../../application/disconnect/DisconnectService';
import { Disconnector } from '../../../../application/disconnect/Disconnector';
import { EventsService } from '../../../../application/events/EventsService';
import { EventsStore } from '../../../../application/events/EventsStore';
import { ModalService } from '../../../../application/modal/ModalService';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { NetworkService } from '../../../../application/network/NetworkService';
import { RouterService } from '../../../../application/router/RouterService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { SiwxStore } from '../../../../application/siwx/SiwxStore';
import { SnackbarService } from '../../../../application/snackbar/SnackbarService';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { ThemeService } from '../../../../application/theme/ThemeService';
import { ThemeStore } from '../../../../application/theme/ThemeStore';
import { createTestCore } from '../../../support/createTestCore';

const stores = [
  ModalStore,
  RouterStore,
  SnackbarStore,
  ChainStore,
  AccountStore,
  ConnectorStore,
  ConnectionStore,
  ThemeStore,
  EventsStore,
  AlertStore,
  SiwxStore,
];

const useCases = [
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
  Disconnector,
  ThemeService,
  StartupService,
  Keyport,
];

describe('applicationModules (ARCHITECTURE "The container and the core": one container per core, explicit scopes)', () => {
  it.each(stores.map((store) => [store.name, store] as const))(
    'the %s is one instance per core, so every service reads and writes the same state',
    (_name, store) => {
      const t = createTestCore();
      expect(t.get<object>(store)).toBe(t.get<object>(store));
    },
  );

  it.each(useCases.map((service) => [service.name, service] as const))(
    'the %s use case is one instance per core (SPEC §4 timers are not duplicated)',
    (_name, service) => {
      const t = createTestCore();
      expect(t.get<object>(service)).toBe(t.get<object>(service));
    },
  );

  it('two cores share no store', () => {
    const first = createTestCore();
    const second = createTestCore();

    first.get(ChainStore).set({ activeNamespace: 'solana' });

    expect(first.get(ChainStore)).not.toBe(second.get(ChainStore));
    expect(second.get(ChainStore).get().activeNamespace).toBe('eip155');
  });
});
