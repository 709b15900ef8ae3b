/**
 * What the swap chunk holds: the feature, and the use cases the swap actions resolve once it is
 * enabled. Actions import this only through `loadSwapChunk`, so none of it is in a page's entry
 * or in a view's chunk.
 */
export { swapFeature } from './swapFeature';
export { SwapApproval } from './SwapApproval';
export { SwapExecution } from './SwapExecution';
export { SwapQuoter } from './SwapQuoter';
export { SwapTokenList } from './SwapTokenList';
