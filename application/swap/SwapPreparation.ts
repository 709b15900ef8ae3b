import { inject, injectable } from 'inversify';
import { InvalidAmountError } from '../../domain/send/SendErrors';
import { parseTokenAmount } from '../../domain/swap/parseTokenAmount';
import { SameSwapTokensError } from '../../domain/swap/SwapFlowErrors';
import { ActiveAccount } from '../account/ActiveAccount';
import { ChainStore } from '../chain/ChainStore';
import { transactingAccount } from '../transaction/transactingAccount';
import { type PreparedSwap, type SwapRequest } from './SwapRequest';
import { SwapTokenList } from './SwapTokenList';

/**
 * A swap request made exact: the connected account on a swap network, both tokens found among the
 * network's swap tokens, and the amount in the sold token's base units. An amount that is not a
 * positive number, or has more fraction digits than the token, is "Invalid amount": it is never
 * rounded into another one.
 */
@injectable()
export class SwapPreparation {
  constructor(
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(SwapTokenList) private readonly tokens: SwapTokenList,
  ) {}

  async prepare(request: SwapRequest): Promise<PreparedSwap> {
    const account = transactingAccount(this.account, this.chains, request.network);
    const sold = await this.tokens.pick(account.network, request.from);
    const bought = await this.tokens.pick(account.network, request.to);
    if (sold.address.toLowerCase() === bought.address.toLowerCase()) throw new SameSwapTokensError();
    const amount = parseTokenAmount(request.amount, sold.decimals);
    if (amount === undefined || amount <= 0n) throw new InvalidAmountError(request.amount);
    return {
      account,
      userAddress: `${account.network.caipNetworkId}:${account.address}`,
      sold,
      bought,
      amount,
    };
  }
}
