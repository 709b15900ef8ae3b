import { type KeyportFeature } from '../../features/KeyportFeature';

/*
 * The features the account-data actions load on first use. Each is its own chunk in a page (named
 * after the chunk of the views that need it, so the code is fetched once with them), and costs
 * the entry nothing until an action asks for it.
 */

/** Balances, history and names (`BlockchainApiService`). */
export const loadBlockchainApiFeature = (): Promise<KeyportFeature> =>
  import(/* webpackChunkName: "keyport-views-account" */ '../../account-data/blockchainApiFeature').then(
    (loaded) => loaded.blockchainApiFeature,
  );

/** The Account view's tabs (`AccountViewService`), which follow the connected account. */
export const loadAccountViewFeature = (): Promise<KeyportFeature> =>
  import(/* webpackChunkName: "keyport-views-account" */ '../../account-view/accountViewFeature').then(
    (loaded) => loaded.accountViewFeature,
  );

/** Buying crypto: offers, quotes, the provider's checkout and the purchase's arrival. */
export const loadOnrampFeature = (): Promise<KeyportFeature> =>
  import(/* webpackChunkName: "keyport-views-onramp" */ '../../onramp/onrampFeature').then(
    (loaded) => loaded.onrampFeature,
  );
