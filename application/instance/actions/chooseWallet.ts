import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type WalletChoice } from '../../wallets/WalletChoice';
import { type WalletListItem } from '../../wallets/WalletListItem';
import { WalletListService } from '../../wallets/WalletListService';
import { type Keyport } from '../Keyport';
import { loadWalletListFeature } from '../internal/walletListFeature';
import { runtimeWith } from '../internal/runtime';

export type { WalletChoice };

export interface ChooseWalletParameters {
  /** A wallet of `getWalletList` or `getAllWallets`. */
  readonly wallet: Pick<WalletListItem, 'entry'>;
}

/**
 * `browser`: connect it with `connect(keyport, { connector, namespace })`; `walletConnect`: pair
 * with it (`pairWalletConnect` with its `walletId`); `notInstalled`: tell the visitor where to get
 * it (`getPickedWallet` gives its record).
 */
export type ChooseWalletReturnType = WalletChoice;

export type ChooseWalletErrorType = KeyportDestroyedError;

/**
 * Where picking a wallet of a list leads (REFERENCE §7): an installed wallet (its connector, or
 * an explorer or custom wallet whose extension announced itself) connects in this browser; any
 * other is reached by WalletConnect, or, on a site without WalletConnect, is not installed. A
 * wallet that is not installed here is remembered with its image for the views that follow.
 * Nothing connects yet: the answer says how to.
 *
 * @example
 * const choice = await chooseWallet(keyport, { wallet });
 * if (choice.via === 'browser') await connect(keyport, { connector: choice.connectorId, namespace: choice.namespace });
 */
export async function chooseWallet(
  keyport: Keyport,
  parameters: ChooseWalletParameters,
): Promise<ChooseWalletReturnType> {
  const runtime = await runtimeWith(keyport, 'chooseWallet', loadWalletListFeature);
  return runtime.get(WalletListService).choose(parameters.wallet.entry);
}
