import { type PublicAccount } from '../../domain/account/PublicAccount';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

const NO_ACCOUNT: PublicAccount = {
  allAccounts: [],
  caipAddress: undefined,
  address: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
};

/** REFERENCE §5 `useAppKitAccount({ namespace? })`: the account of a namespace, or of the active one. */
export function useAppKitAccount(options: { readonly namespace?: ChainNamespace } = {}): PublicAccount {
  const { core } = requireApp('useAppKitAccount');
  const { namespace } = options;
  return useObservableValue(() => core.account$(namespace), [core, namespace]) ?? NO_ACCOUNT;
}
