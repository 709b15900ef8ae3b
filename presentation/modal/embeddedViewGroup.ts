import type * as EmbeddedViewsModule from '../views/embedded/embeddedViews';

/**
 * The embedded wallet's views (email codes, device approval, email update, social and Farcaster
 * login, approval): a group of their own, apart from the entry's groups (`viewGroups.ts`), so that
 * the page's entry does not grow for them. They load the first time one shows, or as the visitor
 * picks email or social on the Connect view, never before; preloading when idle leaves them out,
 * since most visitors connect a wallet.
 */
type EmbeddedViews = typeof EmbeddedViewsModule;

let loaded: EmbeddedViews | undefined;
let loading: Promise<EmbeddedViews> | undefined;

/** Fetches the group's chunk once; a failed fetch is forgotten, so the next call asks anew. */
export function loadEmbeddedViews(): Promise<EmbeddedViews> {
  loading ??= import(/* webpackChunkName: "keyport-views-embedded" */ '../views/embedded/embeddedViews').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The group's views once its chunk is here, so they render at once; undefined before. */
export function loadedEmbeddedViews(): EmbeddedViews | undefined {
  return loaded;
}
