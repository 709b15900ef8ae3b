import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { WalletListService } from '../../wallets/WalletListService';
import { type Keyport } from '../Keyport';
import { loadWalletListFeature } from '../internal/walletListFeature';
import { runtimeWith } from '../internal/runtime';

export type LoadWalletListReturnType = void;

export type LoadWalletListErrorType = KeyportDestroyedError;

/**
 * Fetches the explorer's part of the wallet list (the featured, recommended and excluded
 * wallets) and reads the recent ones: once per instance, when the visitor first reaches the list,
 * never before (no request before the visitor interacts). Later calls wait for the same fetch. An
 * explorer that does not answer leaves those sections empty; it never rejects for that.
 *
 * @example
 * await loadWalletList(keyport);
 * const { sections } = getWalletList(keyport);
 */
export async function loadWalletList(keyport: Keyport): Promise<LoadWalletListReturnType> {
  const runtime = await runtimeWith(keyport, 'loadWalletList', loadWalletListFeature);
  await runtime.get(WalletListService).load();
}
