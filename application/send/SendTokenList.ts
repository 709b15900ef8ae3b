import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { pickToken } from '../../domain/balance/pickToken';
import { tokenCaipAddress } from '../../domain/balance/tokenCaipAddress';
import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { AccountStore } from '../account/AccountStore';
import { ActiveAccount, type ConnectedOnNetwork } from '../account/ActiveAccount';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainStore } from '../chain/ChainStore';
import { transactingAccount } from '../transaction/transactingAccount';
import { sendTokens } from './sendTokens';

/** The tokens an account can send on its network (SPEC §3 send state `tokenBalances`). */
@injectable()
export class SendTokenList {
  constructor(
    @inject(BlockchainApiService) private readonly api: BlockchainApiService,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(ChainStore) private readonly chains: ChainStore,
  ) {}

  /** The connected account's tokens on the network named, or the active one. */
  list(network?: CaipNetworkId): Promise<readonly TokenBalance[]> {
    return this.tokensOf(transactingAccount(this.account, this.chains, network));
  }

  /** The account's balances on its network, the native token first (SPEC §9 balance cache). */
  async tokensOf(sender: ConnectedOnNetwork): Promise<readonly TokenBalance[]> {
    const balances = await this.api.getBalances(sender.address, sender.network.caipNetworkId);
    return sendTokens(balances, sender.network, this.accounts.account(sender.namespace).balance);
  }

  /** The token a caller names by CAIP-10 address or symbol among them (see `pickToken`). */
  async pick(sender: ConnectedOnNetwork, reference: string): Promise<TokenBalance> {
    const picked = pickToken(
      {
        tokens: await this.tokensOf(sender),
        caipAddressOf: tokenCaipAddress,
        symbolOf: (token) => token.symbol,
        listName: `your tokens on ${sender.network.name}`,
      },
      reference,
    );
    if (E.isLeft(picked)) throw picked.left;
    return picked.right;
  }
}
