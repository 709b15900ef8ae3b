import { inject, injectable } from 'inversify';
import { type AccountState } from '../../domain/account/AccountState';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { ChainStore } from '../chain/ChainStore';
import { AccountStore } from './AccountStore';

/** A connected account, where it is used: its namespace's active network. */
export interface ConnectedOnNetwork {
  readonly namespace: ChainNamespace;
  readonly address: string;
  readonly network: CaipNetwork;
}

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

  /** The account when it is connected, with the active network: who sends, swaps or is shown. */
  connected(): ConnectedOnNetwork | undefined {
    const { activeNamespace, activeCaipNetwork } = this.chains.get();
    if (activeNamespace === undefined || activeCaipNetwork === undefined) return undefined;
    const account = this.accounts.account(activeNamespace);
    if (account.status !== 'connected' || !account.address) return undefined;
    return { namespace: activeNamespace, address: account.address, network: activeCaipNetwork };
  }
}
