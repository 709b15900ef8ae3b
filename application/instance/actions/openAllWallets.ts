import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { AllWalletsService } from '../../wallets/AllWalletsService';
import { type Keyport } from '../Keyport';
import { loadAllWalletsFeature } from '../internal/allWalletsFeature';
import { runtimeWith } from '../internal/runtime';

export type OpenAllWalletsReturnType = void;

export type OpenAllWalletsErrorType = KeyportDestroyedError;

/**
 * Opens the explorer's full wallet list afresh (REFERENCE §7: no search, no filter) and loads its
 * first page of 40, the featured and the host's own wallets first; resolves once that page is in
 * or failed (`getAllWallets().error`). Searching, filtering and paging need the list open.
 *
 * @example
 * await openAllWallets(keyport);
 * const { wallets, hasMore } = getAllWallets(keyport);
 */
export async function openAllWallets(keyport: Keyport): Promise<OpenAllWalletsReturnType> {
  const runtime = await runtimeWith(keyport, 'openAllWallets', loadAllWalletsFeature);
  await runtime.get(AllWalletsService).open();
}
