import {
  type BlockchainApi,
  type BuiltTransaction,
  type FungiblePrice,
  type GasPrice,
  type Identity,
  type NameProfile,
  type SupportedChains,
  type SwapQuote,
  type SwapToken,
} from '../../application/ports/BlockchainApi';
import type { TokenBalance } from '../../domain/balance/TokenBalance';
import type { NameSuggestion } from '../../domain/name/NameRegistration';
import type { OnrampOptions } from '../../domain/onramp/OnrampOptions';
import type { OnrampQuote } from '../../domain/onramp/OnrampQuote';
import type { TransactionHistoryPage } from '../../domain/transaction/Transaction';

type Method = keyof BlockchainApi;

/**
 * The blockchain API as a table: each answer is set by the test (`answers`), each call is recorded
 * (`calls`), and `failNext(method, error)` makes the next call of a method reject once.
 */
export class FakeBlockchainApi implements BlockchainApi {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  readonly answers = {
    supportedChains: { http: ['eip155:1', 'eip155:42161'], ws: [] } as SupportedChains,
    identity: { name: null, avatar: null } as Identity,
    transactions: { data: [], next: null } as TransactionHistoryPage,
    balances: [] as readonly TokenBalance[],
    fungiblePrices: [] as readonly FungiblePrice[],
    swapTokens: [] as readonly SwapToken[],
    swapQuotes: [] as readonly SwapQuote[],
    allowance: '0',
    gasPrice: { standard: '1', fast: '2', instant: '3' } as GasPrice,
    builtTransaction: { from: '0x', to: '0x', data: '0x', value: '0' } as BuiltTransaction,
    nameProfile: { name: 'ada.reown.id', addresses: {}, attributes: [] } as NameProfile,
    reverseProfiles: [] as readonly NameProfile[],
    nameSuggestions: [] as readonly NameSuggestion[],
    onrampUrl: 'https://pay.example/checkout',
    onrampOptions: { paymentCurrencies: [], purchaseCurrencies: [] } as OnrampOptions,
    onrampQuote: undefined as OnrampQuote | undefined,
    smartSessions: [] as readonly unknown[],
  };
  private readonly failures = new Map<Method, Error>();

  failNext(method: Method, error: Error): void {
    this.failures.set(method, error);
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  async getSupportedChains(): Promise<SupportedChains> {
    return this.answer('getSupportedChains', [], this.answers.supportedChains);
  }
  async getIdentity(address: string, sender: string | undefined): Promise<Identity> {
    return this.answer('getIdentity', [address, sender], this.answers.identity);
  }
  async getTransactions(
    params: Parameters<BlockchainApi['getTransactions']>[0],
  ): Promise<TransactionHistoryPage> {
    return this.answer('getTransactions', [params], this.answers.transactions);
  }
  async getBalances(params: Parameters<BlockchainApi['getBalances']>[0]): Promise<readonly TokenBalance[]> {
    return this.answer('getBalances', [params], this.answers.balances);
  }
  async getFungiblePrices(
    addresses: Parameters<BlockchainApi['getFungiblePrices']>[0],
  ): Promise<readonly FungiblePrice[]> {
    return this.answer('getFungiblePrices', [addresses], this.answers.fungiblePrices);
  }
  async getSwapTokens(chainId: string): Promise<readonly SwapToken[]> {
    return this.answer('getSwapTokens', [chainId], this.answers.swapTokens);
  }
  async getSwapQuote(params: Parameters<BlockchainApi['getSwapQuote']>[0]): Promise<readonly SwapQuote[]> {
    return this.answer('getSwapQuote', [params], this.answers.swapQuotes);
  }
  async getAllowance(params: Parameters<BlockchainApi['getAllowance']>[0]): Promise<string> {
    return this.answer('getAllowance', [params], this.answers.allowance);
  }
  async getGasPrice(chainId: string): Promise<GasPrice> {
    return this.answer('getGasPrice', [chainId], this.answers.gasPrice);
  }
  async buildApproveTransaction(
    params: Parameters<BlockchainApi['buildApproveTransaction']>[0],
  ): Promise<BuiltTransaction> {
    return this.answer('buildApproveTransaction', [params], this.answers.builtTransaction);
  }
  /** The built transaction carries the value the caller gave, as the HTTP adapter's does. */
  async buildSwapTransaction(
    params: Parameters<BlockchainApi['buildSwapTransaction']>[0],
  ): Promise<BuiltTransaction> {
    const built = this.answer('buildSwapTransaction', [params], this.answers.builtTransaction);
    return { ...built, value: params.value };
  }
  async lookupName(name: string): Promise<NameProfile> {
    return this.answer('lookupName', [name], this.answers.nameProfile);
  }
  async reverseLookup(address: string, sender: string | undefined): Promise<readonly NameProfile[]> {
    return this.answer('reverseLookup', [address, sender], this.answers.reverseProfiles);
  }
  async getNameSuggestions(name: string): Promise<readonly NameSuggestion[]> {
    return this.answer('getNameSuggestions', [name], this.answers.nameSuggestions);
  }
  async registerName(request: Parameters<BlockchainApi['registerName']>[0]): Promise<void> {
    return this.answer('registerName', [request], undefined);
  }
  async generateOnrampUrl(request: Parameters<BlockchainApi['generateOnrampUrl']>[0]): Promise<string> {
    return this.answer('generateOnrampUrl', [request], this.answers.onrampUrl);
  }
  async getOnrampOptions(): Promise<OnrampOptions> {
    return this.answer('getOnrampOptions', [], this.answers.onrampOptions);
  }
  async getOnrampQuote(request: Parameters<BlockchainApi['getOnrampQuote']>[0]): Promise<OnrampQuote> {
    const quote = this.answers.onrampQuote;
    if (quote === undefined) {
      this.calls.push({ method: 'getOnrampQuote', args: [request] });
      throw new Error('no onramp quote configured');
    }
    return this.answer('getOnrampQuote', [request], quote);
  }
  async getSmartSessions(
    caipAddress: Parameters<BlockchainApi['getSmartSessions']>[0],
  ): Promise<readonly unknown[]> {
    return this.answer('getSmartSessions', [caipAddress], this.answers.smartSessions);
  }
  async revokeSmartSession(params: Parameters<BlockchainApi['revokeSmartSession']>[0]): Promise<void> {
    return this.answer('revokeSmartSession', [params], undefined);
  }

  private answer<T>(method: Method, args: unknown[], value: T): T {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
    return value;
  }
}
