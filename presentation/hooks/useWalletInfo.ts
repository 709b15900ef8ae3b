import { combineLatest, map } from 'rxjs';
import { AccountStore } from '../../application/account/AccountStore';
import { ChainStore } from '../../application/chain/ChainStore';
import { type ConnectedWalletInfo } from '../../domain/account/AccountState';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

/** REFERENCE §5 `useWalletInfo(namespace?)`: the connected wallet's name and icon. */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const app = requireApp('useWalletInfo');
  const chains = app.resolve(ChainStore);
  const accounts = app.resolve(AccountStore);
  const walletInfo = useObservableValue(
    () =>
      combineLatest([chains.state$, accounts.state$]).pipe(
        map(([chainState]) => {
          const target = namespace ?? chainState.activeNamespace;
          return target === undefined ? undefined : accounts.account(target).connectedWalletInfo;
        }),
      ),
    [chains, accounts, namespace],
  );
  return { walletInfo };
}
