import type * as SwapChunkModule from './swapChunk';

/** The swap chunk's exports; imported for their types only, so nothing of it is bundled here. */
export type SwapChunk = typeof SwapChunkModule;

/** The swap feature's code, fetched the first time a swap action runs (its own chunk in a page). */
export function loadSwapChunk(): Promise<SwapChunk> {
  return import(/* webpackChunkName: "keyport-swap" */ './swapChunk');
}

/** The swap feature, for `runtimeWith`: its chunk fetched first. */
export function loadSwapFeature(): Promise<SwapChunk['swapFeature']> {
  return loadSwapChunk().then((chunk) => chunk.swapFeature);
}
