import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { pickToken } from '../../domain/balance/pickToken';
import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { SwapNetworkUnsupportedError } from '../../domain/errors/SwapErrors';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { isSwapNetwork } from '../../domain/network/isSwapNetwork';
import { ActiveAccount } from '../account/ActiveAccount';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainStore } from '../chain/ChainStore';
import { transactingAccount } from '../transaction/transactingAccount';
import { BlockchainApi, type SwapToken } from '../ports/BlockchainApi';

/** What the swap form offers: the network's swap tokens, what the account holds, their prices. */
export interface SwapMarket {
  readonly tokens: readonly SwapToken[];
  readonly balances: readonly TokenBalance[];
  /** USD per whole token, by lower-case CAIP-10 address; empty when the prices could not be read. */
  readonly pricesUsd: Readonly<Record<string, number>>;
}

/**
 * The tokens swappable on a SPEC §9 swap network (SPEC §7 convert tokens). The last list read per
 * network is kept, so that a quote or a swap naming a token finds its decimals without asking the
 * API again on every keystroke; reading the market reads it afresh.
 */
@injectable()
export class SwapTokenList {
  private readonly lists = new Map<CaipNetworkId, readonly SwapToken[]>();

  constructor(
    @inject(BlockchainApiService) private readonly apiService: BlockchainApiService,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(ActiveAccount) private readonly activeAccount: ActiveAccount,
    @inject(ChainStore) private readonly chains: ChainStore,
  ) {}

  /**
   * The market of the connected account on the network named, or the active one; SPEC §8
   * "Network not supported for Swaps" off the swap networks, before anything is asked.
   */
  async market(caipNetworkId?: CaipNetworkId): Promise<SwapMarket> {
    const account = transactingAccount(this.activeAccount, this.chains, caipNetworkId);
    const network = requireSwapNetwork(account.network);
    const [tokens, balances] = await Promise.all([
      this.read(network),
      this.apiService.getBalances(account.address, network),
    ]);
    return { tokens, balances, pricesUsd: await this.readPrices(tokens) };
  }

  /** The token a caller names by CAIP-10 address or symbol among the network's swap tokens. */
  async pick(network: CaipNetwork, reference: string): Promise<SwapToken> {
    const id = requireSwapNetwork(network);
    const picked = pickToken(
      {
        tokens: this.lists.get(id) ?? (await this.read(id)),
        caipAddressOf: (token) => token.address,
        symbolOf: (token) => token.symbol,
        listName: `the swap tokens of ${network.name}`,
      },
      reference,
    );
    if (E.isLeft(picked)) throw picked.left;
    return picked.right;
  }

  private async read(network: CaipNetworkId): Promise<readonly SwapToken[]> {
    const tokens = await this.apiService.getSwapTokens(network);
    this.lists.set(network, tokens);
    return tokens;
  }

  private async readPrices(tokens: readonly SwapToken[]): Promise<Readonly<Record<string, number>>> {
    try {
      const prices = await this.api.getFungiblePrices(tokens.map((token) => token.address));
      return Object.fromEntries(prices.map((price) => [price.address.toLowerCase(), price.price]));
    } catch {
      // Without prices the form still swaps; it only cannot show the cost at market prices.
      return {};
    }
  }
}

function requireSwapNetwork(network: CaipNetwork): CaipNetworkId {
  if (!isSwapNetwork(network.caipNetworkId)) throw new SwapNetworkUnsupportedError();
  return network.caipNetworkId;
}
