import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { openWalletListOf } from '../internal/allWalletsFeature';

export interface SearchWalletsParameters {
  /** The text as the visitor typed it; an empty one lists every wallet again. */
  readonly search: string;
}

export type SearchWalletsReturnType = void;

/** A TypeError when the list is not open (`openAllWallets`). */
export type SearchWalletsErrorType = KeyportDestroyedError | TypeError;

/**
 * Searches the explorer's list by name once the visitor paused typing for 300 ms (REFERENCE §7),
 * so a word typed letter by letter makes one request; the certified filter stays as it is. An
 * answer for an older search is dropped.
 *
 * @example
 * input.addEventListener('input', () => searchWallets(keyport, { search: input.value }));
 */
export function searchWallets(
  keyport: Keyport,
  parameters: SearchWalletsParameters,
): SearchWalletsReturnType {
  openWalletListOf(keyport, 'searchWallets').search(parameters.search);
}
