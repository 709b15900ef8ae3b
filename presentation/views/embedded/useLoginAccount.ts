import { useState } from 'react';
import { getNetwork } from '../../../application/instance/actions/getNetwork';
import { navigate } from '../../../application/instance/actions/navigate';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { watchNetwork } from '../../../application/instance/actions/watchNetwork';
import { type EmbeddedLogin } from '../../../application/instance/embeddedLoginTypes';
import { type AccountType } from '../../../domain/account/AccountType';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';
import { useEmbeddedLoginState } from './useEmbeddedLogin';

/**
 * The Account view's part for an embedded-wallet login: how the visitor logged in (email, or a
 * social login and its user name), the account type in use (SPEC §6), whether a smart account can
 * be chosen on the active network (the wallet service offers them on listed networks only), and
 * the ways to change the email or the account type.
 */
export function useLoginAccount(login: EmbeddedLogin) {
  const keyport = useKeyport('AccountView');
  const state = useEmbeddedLoginState(login);
  const { caipNetwork } = useKeyportValue(keyport, getNetwork, watchNetwork);
  const [switching, setSwitching] = useState(false);
  const provider = state.authProvider ?? 'email';
  const chainId = caipNetwork?.chainNamespace === 'eip155' ? caipNetwork.id : undefined;

  const setAccountType = (type: AccountType): void => {
    if (switching) return;
    setSwitching(true);
    login
      .setAccountType(type)
      .catch((error: unknown) => showMessage(keyport, { kind: 'error', error }))
      .finally(() => setSwitching(false));
  };

  return {
    provider,
    /** The address for an email login; the user name a social login answered, else its address. */
    identity:
      provider === 'email'
        ? (state.email ?? state.user?.email ?? undefined)
        : (state.userName ?? state.user?.userName ?? state.user?.email ?? undefined),
    accountType: state.accountType,
    canChooseSmartAccount: typeof chainId === 'number' && state.smartAccountNetworks.includes(chainId),
    switching,
    setAccountType,
    updateEmail: () => navigate(keyport, { to: { view: 'UpdateEmailWallet' } }),
  };
}
