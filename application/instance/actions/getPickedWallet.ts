import { type PickedWallet, PickedWallets } from '../../wallets/PickedWallets';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type { PickedWallet };

export interface GetPickedWalletParameters {
  /** The id `chooseWallet` answered with. */
  readonly walletId: string;
}

/** The wallet and the image its tile showed; undefined for a wallet that was not picked. */
export type GetPickedWalletReturnType = PickedWallet | undefined;

export type GetPickedWalletErrorType = TypeError;

/**
 * A wallet the visitor picked in a list and that is reached by WalletConnect or not installed
 * (see `chooseWallet`): its record (name, links) and the image its tile showed. It does not
 * change once picked: the same object every time.
 *
 * @example
 * const picked = getPickedWallet(keyport, { walletId: choice.walletId });
 */
export function getPickedWallet(
  keyport: Keyport,
  parameters: GetPickedWalletParameters,
): GetPickedWalletReturnType {
  return readingRuntimeOf(keyport, 'getPickedWallet').get(PickedWallets).get(parameters.walletId);
}
