import { inject, injectable } from 'inversify';
import { InvalidTransactionHashError } from '../../domain/errors/TransactionRequestErrors';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { isEvmTransactionHash } from '../../domain/transaction/isTransactionHash';
import { type TransactionOutcome } from '../../domain/transaction/TransactionOutcome';
import { AccountRefresher } from '../account-view/AccountRefresher';
import { ChainStore } from '../chain/ChainStore';
import { networkNamed } from './networkNamed';

/**
 * A transaction of the visitor's followed to its end: watched until the network mined it (or the
 * adapter's watch ran out), then the account read again so its balances and activity show it.
 */
@injectable()
export class TransactionWatch {
  constructor(
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountRefresher) private readonly refresher: AccountRefresher,
  ) {}

  /** `confirmed`, `failed` (reverted) or `pending` (not mined when the watch ran out). */
  async wait(hash: string, caipNetworkId?: CaipNetworkId): Promise<TransactionOutcome> {
    const network = networkNamed(this.chains, caipNetworkId);
    if (network.chainNamespace === 'eip155' && !isEvmTransactionHash(hash)) {
      throw new InvalidTransactionHashError(hash);
    }
    const outcome = await this.refresher.watch(hash, network);
    await this.refresher.refresh();
    return outcome;
  }
}
