import { ContainerModule } from 'inversify';
import { accountViewFeature } from '../account-view/accountViewFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { SwapService } from './SwapService';
import { SwapStore } from './SwapStore';

/**
 * Swapping tokens (SPEC §7 convert calls): enabled by the Swap view, so the form's use case and
 * its rules load with it. While enabled, quotes follow the typed amount.
 */
export const swapFeature: KeyportFeature = {
  name: 'swap',
  requires: [accountViewFeature],
  module: new ContainerModule((bind) => {
    bind(SwapStore).toSelf().inSingletonScope();
    bind(SwapService).toSelf().inSingletonScope();
  }),
  start: (container) => container.get(SwapService).start(),
};
