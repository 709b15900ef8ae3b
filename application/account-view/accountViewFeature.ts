import { ContainerModule } from 'inversify';
import { blockchainApiFeature } from '../account-data/blockchainApiFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { AccountRefresher } from './AccountRefresher';
import { AccountViewService } from './AccountViewService';
import { AccountViewStore } from './AccountViewStore';

/**
 * The Account view's Tokens, NFTs and Activity tabs: enabled by the view, so their rows, paging
 * and formatting load with it. From then on the tabs follow the connected account and network,
 * and the features that make transactions (send, swap, buy) refresh them through
 * `AccountRefresher`, which is why they require this one.
 */
export const accountViewFeature: KeyportFeature = {
  name: 'account-view',
  requires: [blockchainApiFeature],
  module: new ContainerModule((bind) => {
    bind(AccountViewStore).toSelf().inSingletonScope();
    bind(AccountViewService).toSelf().inSingletonScope();
    bind(AccountRefresher).toSelf().inSingletonScope();
  }),
  start: (container) => container.get(AccountViewService).start(),
};
