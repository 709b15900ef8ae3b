import type * as SendChunkModule from './sendChunk';

/** The send chunk's exports; imported for their types only, so nothing of it is bundled here. */
export type SendChunk = typeof SendChunkModule;

/** The send feature's code, fetched the first time a send action runs (its own chunk in a page). */
export function loadSendChunk(): Promise<SendChunk> {
  return import(/* webpackChunkName: "keyport-send" */ './sendChunk');
}

/** The send feature, for `runtimeWith`: its chunk fetched first. */
export function loadSendFeature(): Promise<SendChunk['sendFeature']> {
  return loadSendChunk().then((chunk) => chunk.sendFeature);
}
