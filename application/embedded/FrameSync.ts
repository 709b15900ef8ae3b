import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, filter, map, Subscription } from 'rxjs';
import { WALLET_STORAGE } from '../../domain/storage/WalletStorage';
import { frameThemeVariables } from '../../domain/theme/FrameThemeVariables';
import { ChainStore } from '../chain/ChainStore';
import { OptionsStore } from '../options/OptionsStore';
import { ThemeStore } from '../theme/ThemeStore';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';
import { FrameClient } from './FrameClient';

/**
 * What the frame is told once it is ready (REFERENCE §4): the site's data (SYNC_DAPP_DATA), the
 * theme (SYNC_THEME, again whenever it changes), and what it is asked: the networks with smart
 * accounts (SPEC §6), kept in the login, the eip155 chain state and storage, none when it fails.
 * Nothing here loads the frame: it waits for the visitor to pick email or social.
 */
@injectable()
export class FrameSync {
  constructor(
    @inject(FrameClient) private readonly frame: FrameClient,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ThemeStore) private readonly theme: ThemeStore,
    @inject(EmbeddedLoginStore) private readonly store: EmbeddedLoginStore,
    @inject(EmbeddedWalletStorage) private readonly storage: EmbeddedWalletStorage,
    @inject(ChainStore) private readonly chains: ChainStore,
  ) {}

  start(): Subscription {
    const ready$ = this.frame.status$.pipe(
      map((status) => status === 'ready'),
      distinctUntilChanged(),
    );
    const subscription = new Subscription();
    subscription.add(ready$.pipe(filter(Boolean)).subscribe(() => this.greet()));
    subscription.add(
      combineLatest([ready$, this.theme.state$])
        .pipe(filter(([ready]) => ready))
        .subscribe(([, theme]) => {
          const { themeMode, themeVariables } = theme;
          const w3mThemeVariables = frameThemeVariables(themeMode, themeVariables);
          this.frame
            .request('SYNC_THEME', { themeMode, themeVariables, w3mThemeVariables })
            .catch(() => undefined);
        }),
    );
    return subscription;
  }

  private greet(): void {
    const { projectId, metadata, sdkType, sdkVersion } = this.options.get();
    this.frame
      .request('SYNC_DAPP_DATA', {
        projectId: projectId ?? '',
        sdkType,
        sdkVersion,
        ...(metadata === undefined ? {} : { metadata }),
      })
      .catch(() => undefined);
    void this.frame
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
      .then(
        ({ smartAccountEnabledNetworks }) => smartAccountEnabledNetworks,
        // SPEC §4: the smart-account networks fall back to none.
        () => [],
      )
      .then((networks) => this.keepSmartAccountNetworks(networks));
  }

  private keepSmartAccountNetworks(networks: readonly number[]): void {
    this.store.set({ smartAccountNetworks: networks });
    this.storage.write(WALLET_STORAGE.smartAccountEnabledNetworks, networks);
    this.storage.write(WALLET_STORAGE.smartAccountEnabled, networks.length > 0);
    this.chains.updateNetworkState('eip155', (state) => ({
      ...state,
      smartAccountEnabledNetworks: networks,
    }));
  }
}
