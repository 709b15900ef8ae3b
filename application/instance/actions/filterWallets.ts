import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { openWalletListOf } from '../internal/allWalletsFeature';

export interface FilterWalletsParameters {
  /** Only wallets the explorer certified, or every wallet again. */
  readonly certifiedOnly: boolean;
}

export type FilterWalletsReturnType = Promise<void>;

/** A TypeError when the list is not open (`openAllWallets`). */
export type FilterWalletsErrorType = KeyportDestroyedError | TypeError;

/**
 * Lists only certified wallets, or every wallet again, for the search typed so far, at once (no
 * pause to wait for); the list starts again from its first page. Setting it as it is asks for the
 * first page again (what "Try again" does when the first page failed).
 *
 * @example
 * await filterWallets(keyport, { certifiedOnly: true });
 */
export function filterWallets(
  keyport: Keyport,
  parameters: FilterWalletsParameters,
): FilterWalletsReturnType {
  return openWalletListOf(keyport, 'filterWallets').setCertifiedOnly(parameters.certifiedOnly);
}
