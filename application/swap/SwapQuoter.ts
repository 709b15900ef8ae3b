import { inject, injectable } from 'inversify';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants/limits';
import { minimumReceived } from '../../domain/swap/minimumReceived';
import { NoSwapQuoteError, SwapAmountTooSmallError } from '../../domain/swap/SwapFlowErrors';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { BlockchainApi, type SwapToken } from '../ports/BlockchainApi';
import { SwapPreparation } from './SwapPreparation';
import { type SwapRequest } from './SwapRequest';

/** What a swap would give, in base units of each token. */
export interface SwapQuoteResult {
  readonly sold: SwapToken;
  readonly bought: SwapToken;
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
  /** The least the swap can give at the slippage tolerated; it reverts below it. */
  readonly minimumReceived: bigint;
  /** The slippage tolerated, in percent (SPEC §9: 1). */
  readonly slippage: number;
}

/** A quote for a swap (SPEC §7 convert quotes, at the network's standard gas price). */
@injectable()
export class SwapQuoter {
  constructor(
    @inject(SwapPreparation) private readonly preparation: SwapPreparation,
    @inject(BlockchainApiService) private readonly apiService: BlockchainApiService,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
  ) {}

  /**
   * "No quote is available for this pair" when the API answers none; "The amount is too small to
   * swap" when the quote gives nothing for it (a swap would only pay the network fee).
   */
  async quote(request: SwapRequest): Promise<SwapQuoteResult> {
    const { account, userAddress, sold, bought, amount } = await this.preparation.prepare(request);
    const gasPrice = await this.apiService.getGasPrice(account.network.caipNetworkId);
    const [quote] = await this.api.getSwapQuote({
      amount: amount.toString(),
      userAddress,
      from: sold.address,
      to: bought.address,
      gasPrice: gasPrice.standard,
    });
    if (quote === undefined) throw new NoSwapQuoteError();
    const toAmount = BigInt(quote.toAmount);
    if (toAmount === 0n) throw new SwapAmountTooSmallError();
    return {
      sold,
      bought,
      fromAmount: amount,
      toAmount,
      minimumReceived: minimumReceived(toAmount, SWAP_SLIPPAGE_TOLERANCE),
      slippage: SWAP_SLIPPAGE_TOLERANCE,
    };
  }
}
