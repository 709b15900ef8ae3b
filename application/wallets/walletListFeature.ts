import { ContainerModule } from 'inversify';
import { type KeyportFeature } from '../features/KeyportFeature';
import { WalletListService } from './WalletListService';

/**
 * The Connect views' wallet list (the explorer's featured and recommended wallets, the sections,
 * picking a wallet): enabled by those views, so it loads with them rather than with what every page
 * loads before the first click. Its store stays in the core, where WalletConnect reads the list.
 */
export const walletListFeature: KeyportFeature = {
  name: 'wallet-list',
  module: new ContainerModule((bind) => {
    bind(WalletListService).toSelf().inSingletonScope();
  }),
};
