import {
  type BlockchainApi,
  type BuiltTransaction,
  type FungiblePrice,
  type GasPrice,
  type Identity,
  type NameProfile,
  type OnrampUrlRequest,
  type SupportedChains,
  type SwapQuote,
  type SwapToken,
} from '../../application/ports/BlockchainApi';
import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { type NameRegistrationRequest, type NameSuggestion } from '../../domain/name/NameRegistration';
import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type OnrampOptions } from '../../domain/onramp/OnrampOptions';
import { type OnrampQuote, type OnrampQuoteRequest } from '../../domain/onramp/OnrampQuote';
import { type TransactionHistoryPage } from '../../domain/transaction/Transaction';
import { apiRoute } from './ApiRoute';
import { BlockchainApiTransport, type BlockchainApiTransportOptions } from './BlockchainApiTransport';
import { AllowanceAnswer } from './codecs/AllowanceAnswer';
import { ApproveTransactionAnswer, toApproveTransaction } from './codecs/ApproveTransactionAnswer';
import { BalancesAnswer, toTokenBalances } from './codecs/BalancesAnswer';
import { FungiblePricesAnswer } from './codecs/FungiblePricesAnswer';
import { GasPriceAnswer } from './codecs/GasPriceAnswer';
import { HistoryAnswer, toTransactionHistoryPage } from './codecs/HistoryAnswer';
import { IdentityAnswer } from './codecs/IdentityAnswer';
import { NameProfileAnswer, NameProfilesAnswer, toNameProfile } from './codecs/NameProfileAnswer';
import { NameSuggestionsAnswer } from './codecs/NameSuggestionsAnswer';
import { OnrampOptionsAnswer } from './codecs/OnrampOptionsAnswer';
import { OnrampQuoteAnswer } from './codecs/OnrampQuoteAnswer';
import { OnrampUrlAnswer } from './codecs/OnrampUrlAnswer';
import { RevokeSessionAnswer } from './codecs/RevokeSessionAnswer';
import { SmartSessionsAnswer } from './codecs/SmartSessionsAnswer';
import { SupportedChainsAnswer, toSupportedChains } from './codecs/SupportedChainsAnswer';
import { SwapQuotesAnswer } from './codecs/SwapQuotesAnswer';
import { SwapTokensAnswer } from './codecs/SwapTokensAnswer';
import { SwapTransactionAnswer, toSwapTransaction } from './codecs/SwapTransactionAnswer';
import { registeredName } from './registeredName';
import { SessionNotRevokedError } from './SessionNotRevokedError';

export type HttpBlockchainApiOptions = BlockchainApiTransportOptions;

type ParamsOf<M extends keyof BlockchainApi> = Parameters<BlockchainApi[M]>[0];

/** The name-service zone the suggestions are asked in (REFERENCE §3a `zone=reown.id`). */
export const NAME_SERVICE_ZONE = 'reown.id';
/** The profile calls' answer format (REFERENCE §3a `apiVersion=2`). */
const PROFILE_API_VERSION = 2;
/** Balances and prices are asked in US dollars (SPEC §7 "currency (usd)"). */
const CURRENCY = 'usd';

/**
 * The blockchain API over HTTP: every call of SPEC §7 with the paths, queries and bodies of
 * REFERENCE §3a, each answer decoded before use. It applies no rule of its own: supported-network
 * gating, caches and fallbacks are the application's.
 */
export class HttpBlockchainApi implements BlockchainApi {
  private readonly transport: BlockchainApiTransport;
  private readonly projectId: string;

  constructor(options: HttpBlockchainApiOptions) {
    this.transport = new BlockchainApiTransport(options);
    this.projectId = options.identity.projectId;
  }

  async getSupportedChains(): Promise<SupportedChains> {
    const route = apiRoute('GET', '/v1/supported-chains');
    return toSupportedChains(await this.transport.request(route, SupportedChainsAnswer));
  }

  async getIdentity(address: string, sender: string | undefined): Promise<Identity> {
    const route = apiRoute('GET', '/v1/identity/{address}', { address });
    const identity = await this.transport.request(route, IdentityAnswer, { query: { sender } });
    return { name: identity.name, avatar: identity.avatar ?? null };
  }

  async getTransactions(params: ParamsOf<'getTransactions'>): Promise<TransactionHistoryPage> {
    const route = apiRoute('GET', '/v1/account/{account}/history', { account: params.account });
    const answer = await this.transport.request(route, HistoryAnswer, {
      query: { cursor: params.cursor, chainId: params.chainId, onramp: params.onramp },
      ...(params.signal === undefined ? {} : { signal: params.signal }),
    });
    return toTransactionHistoryPage(this.transport.kept(route, answer.data), answer.next);
  }

  async getBalances(params: ParamsOf<'getBalances'>): Promise<readonly TokenBalance[]> {
    const route = apiRoute('GET', '/v1/account/{address}/balance', { address: params.address });
    const answer = await this.transport.request(route, BalancesAnswer, {
      query: { currency: CURRENCY, chainId: params.chainId, forceUpdate: params.forceUpdate },
    });
    return toTokenBalances(this.transport.kept(route, answer.balances));
  }

  async getFungiblePrices(addresses: readonly CaipAddress[]): Promise<readonly FungiblePrice[]> {
    const route = apiRoute('POST', '/v1/fungible/price');
    const answer = await this.transport.request(route, FungiblePricesAnswer, {
      body: { currency: CURRENCY, addresses, projectId: this.projectId },
    });
    return this.transport.kept(route, answer.fungibles);
  }

  async getSwapTokens(chainId: CaipNetworkId): Promise<readonly SwapToken[]> {
    const route = apiRoute('GET', '/v1/convert/tokens');
    const answer = await this.transport.request(route, SwapTokensAnswer, { query: { chainId } });
    return this.transport.kept(route, answer.tokens);
  }

  async getSwapQuote(params: ParamsOf<'getSwapQuote'>): Promise<readonly SwapQuote[]> {
    const route = apiRoute('GET', '/v1/convert/quotes');
    const { amount, userAddress, from, to, gasPrice } = params;
    const answer = await this.transport.request(route, SwapQuotesAnswer, {
      query: { amount, userAddress, from, to, gasPrice },
    });
    return answer.quotes;
  }

  async getAllowance(params: ParamsOf<'getAllowance'>): Promise<string> {
    const route = apiRoute('GET', '/v1/convert/allowance');
    const { tokenAddress, userAddress } = params;
    const answer = await this.transport.request(route, AllowanceAnswer, {
      query: { tokenAddress, userAddress },
    });
    return answer.allowance;
  }

  getGasPrice(chainId: CaipNetworkId): Promise<GasPrice> {
    const route = apiRoute('GET', '/v1/convert/gas-price');
    return this.transport.request(route, GasPriceAnswer, { query: { chainId } });
  }

  async buildApproveTransaction(params: ParamsOf<'buildApproveTransaction'>): Promise<BuiltTransaction> {
    const route = apiRoute('GET', '/v1/convert/build-approve');
    const { userAddress, from, to } = params;
    const answer = await this.transport.request(route, ApproveTransactionAnswer, {
      query: { userAddress, from, to },
    });
    return toApproveTransaction(answer);
  }

  async buildSwapTransaction(params: ParamsOf<'buildSwapTransaction'>): Promise<BuiltTransaction> {
    const route = apiRoute('POST', '/v1/convert/build-transaction');
    const answer = await this.transport.request(route, SwapTransactionAnswer, {
      body: {
        amount: params.amount,
        eip155: { slippage: params.slippage },
        projectId: this.projectId,
        from: params.from,
        to: params.to,
        userAddress: params.userAddress,
        disableEstimate: params.disableEstimate ?? false,
      },
    });
    return toSwapTransaction(answer, params.value);
  }

  async lookupName(name: string): Promise<NameProfile> {
    const route = apiRoute('GET', '/v1/profile/account/{name}', { name });
    const answer = await this.transport.request(route, NameProfileAnswer, {
      query: { apiVersion: PROFILE_API_VERSION },
      nameOperation: { kind: 'resolve' },
    });
    return toNameProfile(answer);
  }

  async reverseLookup(address: string, sender: string | undefined): Promise<readonly NameProfile[]> {
    const route = apiRoute('GET', '/v1/profile/reverse/{address}', { address });
    const answer = await this.transport.request(route, NameProfilesAnswer, {
      query: { sender, apiVersion: PROFILE_API_VERSION },
      nameOperation: { kind: 'lookupByAddress' },
    });
    return answer.map(toNameProfile);
  }

  async getNameSuggestions(name: string): Promise<readonly NameSuggestion[]> {
    const route = apiRoute('GET', '/v1/profile/suggestions/{name}', { name });
    const answer = await this.transport.request(route, NameSuggestionsAnswer, {
      query: { zone: NAME_SERVICE_ZONE },
      nameOperation: { kind: 'suggest' },
    });
    return answer.suggestions;
  }

  /**
   * Any 2xx is success: REFERENCE §3a describes no field of the success body to read. The row lists
   * no project id; it is sent in the query all the same, as on the other POST calls that name one,
   * since services that gate every call by project (the devstack does) refuse the call without it
   * and a service that does not read it ignores it.
   */
  async registerName(request: NameRegistrationRequest): Promise<void> {
    const route = apiRoute('POST', '/v1/profile/account');
    const { coin_type, address, message, signature } = request;
    await this.transport.exchange(route, {
      query: { projectId: this.projectId },
      body: { coin_type, address, message, signature },
      nameOperation: { kind: 'register', name: registeredName(message) },
    });
  }

  /**
   * `partnerUserId` identifies the buyer to the provider across purchases; the destination
   * address is the one stable identity Keyport has for a visitor.
   */
  async generateOnrampUrl(request: OnrampUrlRequest): Promise<string> {
    const route = apiRoute('POST', '/v1/generators/onrampurl');
    const answer = await this.transport.request(route, OnrampUrlAnswer, {
      query: { projectId: this.projectId },
      body: {
        destinationWallets: [
          { address: request.address, blockchains: request.blockchains, assets: request.assets },
        ],
        defaultNetwork: request.defaultNetwork,
        partnerUserId: request.address,
        defaultExperience: 'buy',
        presetCryptoAmount: request.presetCryptoAmount,
        presetFiatAmount: request.presetFiatAmount,
      },
    });
    return answer.url;
  }

  async getOnrampOptions(): Promise<OnrampOptions> {
    const route = apiRoute('GET', '/v1/onramp/options');
    const answer = await this.transport.request(route, OnrampOptionsAnswer);
    return {
      paymentCurrencies: this.transport.kept(route, answer.paymentCurrencies),
      purchaseCurrencies: this.transport.kept(route, answer.purchaseCurrencies),
    };
  }

  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    const route = apiRoute('POST', '/v1/onramp/quote');
    const { purchaseCurrency, paymentCurrency, amount, network } = request;
    return this.transport.request(route, OnrampQuoteAnswer, {
      query: { projectId: this.projectId },
      body: { purchaseCurrency, paymentCurrency, amount, network },
    });
  }

  getSmartSessions(caipAddress: CaipAddress): Promise<readonly unknown[]> {
    const route = apiRoute('GET', '/v1/sessions/{caipAddress}', { caipAddress });
    return this.transport.request(route, SmartSessionsAnswer);
  }

  async revokeSmartSession(params: ParamsOf<'revokeSmartSession'>): Promise<void> {
    const route = apiRoute('POST', '/v1/sessions/{address}/revoke', { address: params.address });
    const answer = await this.transport.request(route, RevokeSessionAnswer, {
      query: { projectId: this.projectId },
      body: { pci: params.pci, signature: params.signature },
    });
    if (!answer.success) throw new SessionNotRevokedError(params.pci);
  }
}
