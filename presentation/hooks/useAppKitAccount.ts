import { getAccount } from '../../application/instance/actions/getAccount';
import { watchAccount } from '../../application/instance/actions/watchAccount';
import { type PublicAccount } from '../../domain/account/PublicAccount';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValueFor } from '../react/useKeyportValue';

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
  const keyport = useKeyport('useAppKitAccount');
  return useKeyportValueFor(keyport, options.namespace, getAccount, watchAccount) ?? NO_ACCOUNT;
}
