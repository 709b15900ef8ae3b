import { type KeyportFeature } from '../../features/KeyportFeature';

/**
 * The Connect views' wallet list (the explorer's part of it, where picking a wallet leads),
 * fetched with the connect views: the chunk is named after their group, so a page showing them
 * has it at once and a page that never does never downloads it.
 */
export const loadWalletListFeature = (): Promise<KeyportFeature> =>
  import(/* webpackChunkName: "keyport-views-connect" */ '../../wallets/walletListFeature').then(
    (loaded) => loaded.walletListFeature,
  );
