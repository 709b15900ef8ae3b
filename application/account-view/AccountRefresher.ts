import { inject, injectable } from 'inversify';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type TransactionOutcome } from '../../domain/transaction/TransactionOutcome';
import { ActiveAccount } from '../account/ActiveAccount';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainAdapters } from '../chain/ChainAdapters';
import { AccountDetails } from '../connection/AccountDetails';
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
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(BlockchainApiService) private readonly api: BlockchainApiService,
    @inject(AccountDetails) private readonly details: AccountDetails,
    @inject(AccountViewService) private readonly accountView: AccountViewService,
  ) {}

  /** Waits until `network` has mined `hash`, or the watch ran out; never rejects. */
  watch(hash: string, network: CaipNetwork): Promise<TransactionOutcome> {
    return this.adapters.get(network.chainNamespace).waitForTransaction(hash, network);
  }

  /** Reads the connected account's balances and activity again, bypassing the balance cache. */
  async refresh(): Promise<void> {
    const connected = this.account.connected();
    if (connected === undefined) return;
    const { namespace, address, network } = connected;
    await Promise.all([
      this.details.reloadBalance(namespace, address, network),
      // Fresh balances go into the cache first, so the Account view's reload reads them.
      this.api.refreshBalances(address, network.caipNetworkId).then(() => this.accountView.refresh()),
    ]);
  }
}
