import { inject, injectable } from 'inversify';
import { firstValueFrom, timer } from 'rxjs';
import { isNativeToken } from '../../domain/balance/isNativeToken';
import { needsApproval } from '../../domain/swap/needsApproval';
import { SwapApprovalNotConfirmedError } from '../../domain/swap/SwapFlowErrors';
import { ChainAdapters } from '../chain/ChainAdapters';
import { BlockchainApi } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { sendBuiltTransaction } from './sendBuiltTransaction';
import { SwapPreparation } from './SwapPreparation';
import { type PreparedSwap, type SwapRequest } from './SwapRequest';
import { ALLOWANCE_POLL_ATTEMPTS, ALLOWANCE_POLL_MS } from './swapTiming';

/** What an approval came to: sent (and shown by the chain), or not needed at all. */
export type ApprovalResult =
  { readonly status: 'approved'; readonly hash: string } | { readonly status: 'notNeeded' };

/**
 * The swap router's allowance on the sold token (SPEC §7 convert allowance and build-approve):
 * whether the router may already take the amount, and the approval when it may not.
 */
@injectable()
export class SwapApproval {
  constructor(
    @inject(SwapPreparation) private readonly preparation: SwapPreparation,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Whether an approval must come first. The native currency never needs one; an allowance that
   * cannot be read counts as short, which costs a transaction but never a failed swap.
   */
  async isNeeded(request: SwapRequest): Promise<boolean> {
    return this.needed(await this.preparation.prepare(request));
  }

  /**
   * The approval, when the allowance is short: the API builds it, the wallet sends it, and the
   * allowance is read until the chain shows it (the swap cannot be built before). A refusal in the
   * wallet throws its error; an approval the chain does not show in time throws "The approval was
   * not confirmed in time".
   */
  async approve(request: SwapRequest): Promise<ApprovalResult> {
    const prepared = await this.preparation.prepare(request);
    if (!(await this.needed(prepared))) return { status: 'notNeeded' };
    const approval = await this.api.buildApproveTransaction({
      userAddress: prepared.userAddress,
      from: prepared.sold.address,
      to: prepared.bought.address,
    });
    const hash = await sendBuiltTransaction(this.adapters, prepared.account, approval);
    await this.waitForAllowance(prepared);
    return { status: 'approved', hash };
  }

  private async needed({ sold, userAddress, amount }: PreparedSwap): Promise<boolean> {
    if (isNativeToken(sold.address)) return false;
    const allowance = await this.api
      .getAllowance({ tokenAddress: sold.address, userAddress })
      .catch(() => undefined);
    return allowance === undefined || needsApproval(allowance, amount);
  }

  private async waitForAllowance(prepared: PreparedSwap): Promise<void> {
    for (let attempt = 0; attempt < ALLOWANCE_POLL_ATTEMPTS; attempt += 1) {
      if (!(await this.needed(prepared))) return;
      await firstValueFrom(timer(ALLOWANCE_POLL_MS, this.clock.scheduler));
    }
    throw new SwapApprovalNotConfirmedError();
  }
}
