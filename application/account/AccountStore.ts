import { injectable } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type AccountState, initialAccountState } from '../../domain/account/AccountState';
import { Store } from '../state/Store';

/** SPEC §3: the account of each namespace. A namespace nobody connected reads as the initial account. */
export interface AccountStoreState {
  readonly accounts: Readonly<Partial<Record<ChainNamespace, AccountState>>>;
}

@injectable()
export class AccountStore extends Store<AccountStoreState> {
  constructor() {
    super({ accounts: {} });
  }

  account(namespace: ChainNamespace): AccountState {
    return this.get().accounts[namespace] ?? initialAccountState();
  }

  patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
    this.update((state) => ({
      accounts: { ...state.accounts, [namespace]: { ...this.account(namespace), ...patch } },
    }));
  }

  resetAccount(namespace: ChainNamespace): void {
    this.update((state) => ({ accounts: { ...state.accounts, [namespace]: initialAccountState() } }));
  }
}
