import { ContainerModule } from 'inversify';
import { accountViewFeature } from '../account-view/accountViewFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { SwapApproval } from './SwapApproval';
import { SwapExecution } from './SwapExecution';
import { SwapPreparation } from './SwapPreparation';
import { SwapQuoter } from './SwapQuoter';
import { SwapTokenList } from './SwapTokenList';

/**
 * Swapping tokens (SPEC §7 convert calls): loaded by the swap actions the first time one is called
 * (`loadSwapFeature`). It requires the Account view's feature, whose `AccountRefresher` reads the
 * account again after a swap.
 */
export const swapFeature: KeyportFeature = {
  name: 'swap',
  requires: [accountViewFeature],
  module: new ContainerModule((bind) => {
    for (const useCase of [SwapTokenList, SwapPreparation, SwapQuoter, SwapApproval, SwapExecution]) {
      bind(useCase).toSelf().inSingletonScope();
    }
  }),
};
