import type { TokenBalance } from '../../domain/balance/TokenBalance';
import type { NameSuggestion, NameRegistrationRequest } from '../../domain/name/NameRegistration';
import type { CaipAddress, CaipNetworkId } from '../../domain/network/CaipNetwork';
import type { OnrampOptions } from '../../domain/onramp/OnrampOptions';
import type { OnrampQuote, OnrampQuoteRequest } from '../../domain/onramp/OnrampQuote';
import type { TransactionHistoryPage } from '../../domain/transaction/Transaction';

export interface SupportedChains {
  readonly http: readonly CaipNetworkId[];
  readonly ws: readonly CaipNetworkId[];
}

export interface Identity {
  readonly name: string | null;
  readonly avatar: string | null;
}

/** A name's profile (REFERENCE §3a): its addresses per coin type and its attributes. */
export interface NameProfile {
  readonly name: string;
  readonly addresses: Readonly<Record<string, { readonly address: string }>>;
  readonly attributes: readonly { readonly avatar?: string; readonly bio?: string }[];
}

export interface SwapToken {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-10 address of the token. */
  readonly address: CaipAddress;
  readonly decimals: number;
  readonly logoUri: string;
}

export interface SwapQuote {
  readonly fromAmount: string;
  readonly toAmount: string;
}

export interface GasPrice {
  readonly standard: string;
  readonly fast: string;
  readonly instant: string;
}

/**
 * A transaction the API built (swap approval, swap) for the visitor's wallet to send: plain
 * addresses, and `value`, `gas` and `gasPrice` in wei as decimal integer texts.
 */
export interface BuiltTransaction {
  readonly from: string;
  /** The address the transaction is sent to (the token for an approval, the router for a swap). */
  readonly to: string;
  readonly data: `0x${string}`;
  readonly value: string;
  readonly gas?: string;
  readonly gasPrice?: string;
}

export interface OnrampUrlRequest {
  readonly address: string;
  readonly blockchains: readonly string[];
  readonly assets: readonly string[];
  readonly defaultNetwork?: string;
  readonly presetCryptoAmount?: number;
  readonly presetFiatAmount?: number;
}

export interface FungiblePrice {
  readonly address: string;
  readonly name: string;
  readonly symbol: string;
  readonly iconUrl: string;
  readonly price: number;
}

/**
 * Every HTTP call of SPEC §7 to the blockchain API. The adapter adds the SPEC query parameters
 * (sdk type, sdk version, project id, client id), decodes every answer with io-ts, and raises
 * "HTTP status code: {status}" on non-2xx. The SPEC rules on top (skipping unsupported networks,
 * the §9 caches and retry gap, the fallbacks) belong to `application/account-data`.
 */
export interface BlockchainApi {
  getSupportedChains(): Promise<SupportedChains>;
  getIdentity(address: string, sender: string | undefined): Promise<Identity>;
  getTransactions(params: {
    readonly account: string;
    readonly chainId: CaipNetworkId;
    readonly cursor?: string;
    readonly onramp?: 'coinbase';
    readonly signal?: AbortSignal;
  }): Promise<TransactionHistoryPage>;
  getBalances(params: {
    readonly address: string;
    readonly chainId: CaipNetworkId;
    readonly forceUpdate?: string;
  }): Promise<readonly TokenBalance[]>;
  getFungiblePrices(addresses: readonly CaipAddress[]): Promise<readonly FungiblePrice[]>;
  getSwapTokens(chainId: CaipNetworkId): Promise<readonly SwapToken[]>;
  getSwapQuote(params: {
    readonly amount: string;
    readonly userAddress: CaipAddress;
    readonly from: CaipAddress;
    readonly to: CaipAddress;
    readonly gasPrice: string;
  }): Promise<readonly SwapQuote[]>;
  getAllowance(params: {
    readonly tokenAddress: CaipAddress;
    readonly userAddress: CaipAddress;
  }): Promise<string>;
  getGasPrice(chainId: CaipNetworkId): Promise<GasPrice>;
  buildApproveTransaction(params: {
    readonly userAddress: CaipAddress;
    readonly from: CaipAddress;
    readonly to: CaipAddress;
  }): Promise<BuiltTransaction>;
  /**
   * The swap transaction for the router. The caller decides the rules the API does not: the
   * slippage tolerated, and the `value` the transaction carries (the answer does not say it).
   */
  buildSwapTransaction(params: {
    readonly amount: string;
    readonly userAddress: CaipAddress;
    readonly from: CaipAddress;
    readonly to: CaipAddress;
    /** Percent the price may move before the swap reverts (SPEC §9: 1). */
    readonly slippage: number;
    /** Base units of the native currency to attach, as a decimal integer text: `value` of the answer. */
    readonly value: string;
    readonly disableEstimate?: boolean;
  }): Promise<BuiltTransaction>;
  lookupName(name: string): Promise<NameProfile>;
  reverseLookup(address: string, sender: string | undefined): Promise<readonly NameProfile[]>;
  getNameSuggestions(name: string): Promise<readonly NameSuggestion[]>;
  registerName(request: NameRegistrationRequest): Promise<void>;
  generateOnrampUrl(request: OnrampUrlRequest): Promise<string>;
  getOnrampOptions(): Promise<OnrampOptions>;
  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  getSmartSessions(caipAddress: CaipAddress): Promise<readonly unknown[]>;
  revokeSmartSession(params: {
    readonly address: string;
    readonly pci: string;
    readonly signature: string;
  }): Promise<void>;
}

export const BlockchainApi: unique symbol = Symbol.for('keyport.BlockchainApi');
