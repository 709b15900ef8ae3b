import { inject, injectable } from 'inversify';
import { isNativeToken } from '../../domain/balance/isNativeToken';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants/limits';
import { SwapRevertedError } from '../../domain/swap/SwapFlowErrors';
import { AccountRefresher } from '../account-view/AccountRefresher';
import { ChainAdapters } from '../chain/ChainAdapters';
import { BlockchainApi } from '../ports/BlockchainApi';
import { sendBuiltTransaction } from './sendBuiltTransaction';
import { SwapPreparation } from './SwapPreparation';
import { type SwapRequest } from './SwapRequest';

/** A swap the network took: `confirmed` once mined, `pending` when the watch ran out first. */
export interface SwapResult {
  readonly hash: string;
  readonly outcome: 'confirmed' | 'pending';
}

/**
 * The swap (SPEC §7 convert build-transaction): built by the API at the quoted pool price less the
 * SPEC §9 slippage, sent by the wallet, and watched until mined; then the account is read again so
 * both tokens show what they hold now.
 */
@injectable()
export class SwapExecution {
  constructor(
    @inject(SwapPreparation) private readonly preparation: SwapPreparation,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(AccountRefresher) private readonly refresher: AccountRefresher,
  ) {}

  /**
   * A refusal in the wallet throws its error; a swap the network reverted (the price moved past
   * the slippage) throws SwapRevertedError naming the transaction.
   */
  async swap(request: SwapRequest): Promise<SwapResult> {
    const { account, userAddress, sold, bought, amount } = await this.preparation.prepare(request);
    const transaction = await this.api.buildSwapTransaction({
      amount: amount.toString(),
      userAddress,
      from: sold.address,
      to: bought.address,
      slippage: SWAP_SLIPPAGE_TOLERANCE,
      // The API's answer carries no value: selling the native currency attaches the amount sold.
      value: isNativeToken(sold.address) ? amount.toString() : '0',
    });
    const hash = await sendBuiltTransaction(this.adapters, account, transaction);
    const outcome = await this.refresher.watch(hash, account.network);
    if (outcome === 'failed') throw new SwapRevertedError({ details: `transaction ${hash}` });
    await this.refresher.refresh();
    return { hash, outcome };
  }
}
