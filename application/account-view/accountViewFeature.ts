import { ContainerModule } from 'inversify';
import { type KeyportFeature } from '../features/KeyportFeature';
import { AccountViewService } from './AccountViewService';
import { AccountViewStore } from './AccountViewStore';

/**
 * The Account view's Tokens, NFTs and Activity tabs: enabled by the view, so their rows, paging
 * and formatting load with it. From then on the tabs follow the connected account and network.
 */
export const accountViewFeature: KeyportFeature = {
  name: 'account-view',
  module: new ContainerModule((bind) => {
    bind(AccountViewStore).toSelf().inSingletonScope();
    bind(AccountViewService).toSelf().inSingletonScope();
  }),
  start: (container) => container.get(AccountViewService).start(),
};
