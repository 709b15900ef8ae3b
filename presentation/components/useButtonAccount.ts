import { AccountStore } from '../../application/account/AccountStore';
import { ChainStore } from '../../application/chain/ChainStore';
import { ConnectionStore } from '../../application/connection/ConnectionStore';
import { type AccountState } from '../../domain/account/AccountState';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type KeyportApp } from '../app/KeyportApp';
import { useStoreState } from '../react/useStoreState';

export interface ButtonAccount {
  /** The account to show: `namespace`'s, or the active namespace's. */
  readonly account: AccountState | undefined;
  readonly isConnected: boolean;
  /** A wallet is being connected, or an earlier connection restored. */
  readonly isConnecting: boolean;
}

/** What the host-page buttons show of the visitor's account. */
export function useButtonAccount(app: KeyportApp, namespace: ChainNamespace | undefined): ButtonAccount {
  const { activeNamespace } = useStoreState(app.resolve(ChainStore));
  const { accounts } = useStoreState(app.resolve(AccountStore));
  const { reconnecting } = useStoreState(app.resolve(ConnectionStore));
  const target = namespace ?? activeNamespace;
  const account = target === undefined ? undefined : accounts[target];
  const isConnected = account?.status === 'connected' && Boolean(account.address);
  return {
    account,
    isConnected,
    isConnecting: !isConnected && (reconnecting || account?.status === 'connecting'),
  };
}
