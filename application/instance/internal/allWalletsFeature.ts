import { type KeyportFeature } from '../../features/KeyportFeature';
import { AllWalletsService } from '../../wallets/AllWalletsService';
import { boundOrUndefined } from './boundOrUndefined';
import { runtimeOf } from './runtime';

/** The AllWallets paging and search, fetched with the connect views (their chunk's name). */
export const loadAllWalletsFeature = (): Promise<KeyportFeature> =>
  import(/* webpackChunkName: "keyport-views-connect" */ '../../wallets/allWalletsFeature').then(
    (loaded) => loaded.allWalletsFeature,
  );

/**
 * The explorer list an action pages, searches or filters: it must have been opened
 * (`openAllWallets`). Synchronous, so that what the visitor types is taken as typed.
 */
export function openWalletListOf(keyport: object, action: string): AllWalletsService {
  const list = boundOrUndefined(runtimeOf(keyport, action), AllWalletsService);
  if (list === undefined) throw new TypeError(`${action}: the wallet list is not open (see openAllWallets)`);
  return list;
}
