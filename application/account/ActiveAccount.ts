import { inject, injectable } from 'inversify';
import { type AccountState } from '../../domain/account/AccountState';
import { ChainStore } from '../chain/ChainStore';
import { AccountStore } from './AccountStore';

/** The account of the active namespace: what the modal and the account button show. */
@injectable()
export class ActiveAccount {
  constructor(
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
  ) {}

  get(): AccountState | undefined {
    const namespace = this.chains.get().activeNamespace;
    return namespace === undefined ? undefined : this.accounts.account(namespace);
  }

  address(): string | undefined {
    return this.get()?.address;
  }

  isConnected(): boolean {
    return this.get()?.status === 'connected' && Boolean(this.address());
  }
}
