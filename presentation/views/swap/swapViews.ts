/** The swap group of views, loaded as one chunk (see modal/viewRegistry.ts). */
export { SwapPreviewView } from './SwapPreviewView';
export { SwapView } from './SwapView';
