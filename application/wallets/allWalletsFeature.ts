import { ContainerModule } from 'inversify';
import { type KeyportFeature } from '../features/KeyportFeature';
import { AllWalletsService } from './AllWalletsService';
import { AllWalletsStore } from './AllWalletsStore';
import { walletListFeature } from './walletListFeature';

/**
 * The AllWallets view's paging and search: enabled by the view, so they load with it rather than
 * with what every page loads before the first click.
 */
export const allWalletsFeature: KeyportFeature = {
  name: 'all-wallets',
  requires: [walletListFeature],
  module: new ContainerModule((bind) => {
    bind(AllWalletsStore).toSelf().inSingletonScope();
    bind(AllWalletsService).toSelf().inSingletonScope();
  }),
};
