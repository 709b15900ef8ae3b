import { type PickedWallet, PickedWallets } from '../../wallets/PickedWallets';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type { PickedWallet };

export interface GetPickedWalletParameters {
  readonly walletId: string;
}

/** The wallet with the image its tile showed; undefined for a wallet not picked from a list. */
export type GetPickedWalletReturnType = PickedWallet | undefined;

export type GetPickedWalletErrorType = TypeError;

/**
 * A wallet the visitor picked from one of the modal's lists (to connect by WalletConnect or a
 * link), as the list showed it: what its connecting views are titled with.
 *
 * @example
 * const title = getPickedWallet(keyport, { walletId })?.wallet.name ?? 'Connect Wallet';
 */
export function getPickedWallet(
  keyport: Keyport,
  parameters: GetPickedWalletParameters,
): GetPickedWalletReturnType {
  return readingRuntimeOf(keyport, 'getPickedWallet').get(PickedWallets).get(parameters.walletId);
}
