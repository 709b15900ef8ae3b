import { type ConnectedWalletInfo } from '../../../domain/account/AccountState';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type { ConnectedWalletInfo };

export interface GetWalletInfoParameters {
  /** The namespace whose wallet to read; the active one when left out. */
  readonly namespace?: ChainNamespace | undefined;
}

/** The connected wallet's name and icon; undefined while none is connected. */
export type GetWalletInfoReturnType = ConnectedWalletInfo | undefined;

export type GetWalletInfoErrorType = TypeError;

/**
 * The wallet connected on a namespace, or on the active one (REFERENCE §5 `useWalletInfo`): its
 * name, icon and type, as the wallet announced them.
 *
 * @example
 * const wallet = getWalletInfo(keyport);
 * if (wallet) console.log(`Connected with ${wallet.name}`);
 */
export function getWalletInfo(
  keyport: Keyport,
  parameters: GetWalletInfoParameters = {},
): GetWalletInfoReturnType {
  const runtime = readingRuntimeOf(keyport, 'getWalletInfo');
  const target = parameters.namespace ?? runtime.get(ChainStore).get().activeNamespace;
  return target === undefined ? undefined : runtime.get(AccountStore).account(target).connectedWalletInfo;
}
