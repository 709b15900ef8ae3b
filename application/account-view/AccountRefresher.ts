import { inject, injectable } from 'inversify';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type TransactionOutcome } from '../../domain/transaction/TransactionOutcome';
import { AccountStore } from '../account/AccountStore';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { AccountDetailsLoader } from '../connection/AccountDetailsLoader';
import { AccountViewService } from './AccountViewService';

/**
 * What follows a transaction of the visitor's own (a send, an approval, a swap, a purchase that
 * arrived): once the network has mined it, the account's native balance, its tokens and its
 * activity are read again, the tokens past the SPEC §9 balance cache, so the account button and
 * the Account view show what the chain now holds instead of the amounts from before.
 */
@injectable()
export class AccountRefresher {
  constructor(
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(BlockchainApiService) private readonly api: BlockchainApiService,
    @inject(AccountDetailsLoader) private readonly details: AccountDetailsLoader,
    @inject(AccountViewService) private readonly accountView: AccountViewService,
  ) {}

  /** Waits until `network` has mined `hash`, or the watch ran out; never rejects. */
  watch(hash: string, network: CaipNetwork): Promise<TransactionOutcome> {
    return this.adapters.get(network.chainNamespace).waitForTransaction(hash, network);
  }

  /** `watch`, then `refresh`: resolves with what became of the transaction once both are done. */
  async afterTransaction(hash: string, network: CaipNetwork): Promise<TransactionOutcome> {
    const outcome = await this.watch(hash, network);
    await this.refresh();
    return outcome;
  }

  /** Reads the connected account's balances and activity again, bypassing the balance cache. */
  async refresh(): Promise<void> {
    const { activeNamespace, activeCaipNetwork } = this.chains.get();
    if (activeNamespace === undefined || activeCaipNetwork === undefined) return;
    const account = this.accounts.account(activeNamespace);
    if (account.status !== 'connected' || !account.address) return;
    const { address } = account;
    await Promise.all([
      this.details.loadBalance(activeNamespace, address, activeCaipNetwork),
      // Fresh balances go into the cache first, so the Account view's reload reads them.
      this.api
        .refreshBalances(address, activeCaipNetwork.caipNetworkId)
        .then(() => this.accountView.refresh()),
    ]);
  }
}
