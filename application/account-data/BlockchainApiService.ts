import { inject, injectable } from 'inversify';
import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { filterDisplayableBalances } from '../../domain/balance/filterDisplayableBalances';
import { CACHE_LIFETIME_MS, TIMING_MS } from '../../domain/constants/timing';
import {
  TokenBalanceUnavailableError,
  TransactionsFetchFailedError,
} from '../../domain/errors/AccountDataErrors';
import { GasPriceNetworkUnsupportedError, SwapNetworkUnsupportedError } from '../../domain/errors/SwapErrors';
import { type NameSuggestion } from '../../domain/name/NameRegistration';
import { toCaipAddress } from '../../domain/address/parseCaipAddress';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { DEFAULT_ONRAMP_OPTIONS } from '../../domain/onramp/defaultOnrampOptions';
import { type OnrampOptions } from '../../domain/onramp/OnrampOptions';
import { echoQuote, type OnrampQuote, type OnrampQuoteRequest } from '../../domain/onramp/OnrampQuote';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { filterVisibleTransactions } from '../../domain/transaction/filterVisibleTransactions';
import { ActiveAccount } from '../account/ActiveAccount';
import { ChainStore } from '../chain/ChainStore';
import { EventsService } from '../events/EventsService';
import { BlockchainApi, type GasPrice, type NameProfile, type SwapToken } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { SingleFlight } from '../requests/SingleFlight';
import { TypedStorage } from '../storage/TypedStorage';
import { type BalancesAnswer, type HistoryAnswer } from './AccountDataAnswers';
import { type CachedTokenBalance, toCachedBalance } from './cachedBalances';
import { EMPTY_HISTORY_PAGE, EMPTY_ONRAMP_OPTIONS } from './emptyAnswers';
import { isSwapNetwork } from '../../domain/network/isSwapNetwork';
import { nameServiceFailure } from './nameServiceFailure';
import { RetryGap } from './RetryGap';
import { StoredCache } from './StoredCache';
import { SupportedChainsService } from './SupportedChainsService';

/**
 * The blockchain API as the views' use cases need it (balances, history, names, swaps, buying):
 * the SPEC §7 supported-network skip, the SPEC §9 caches and balance retry gap, the SPEC §5 display
 * filters, and the SPEC §7/§8 answers on failure. The port only moves bytes; every rule about when
 * to ask and what to answer instead lives here. It shows the visitor nothing: an answer says what
 * failed (with the SPEC §8 error) or the call rejects, and whoever asked decides what is seen. It
 * loads with those views (`blockchainApiFeature`); the identity a connection needs is
 * `IdentityService`'s.
 */
@injectable()
export class BlockchainApiService {
  private readonly balances: StoredCache<readonly CachedTokenBalance[], unknown>;
  private readonly names: StoredCache<readonly { readonly name: string }[], unknown>;
  private readonly balanceRetry = new RetryGap<TokenBalanceUnavailableError>(TIMING_MS.balanceRetryGap);
  private readonly flights = new SingleFlight();

  constructor(
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(SupportedChainsService) private readonly supportedChains: SupportedChainsService,
    @inject(TypedStorage) storage: TypedStorage,
    @inject(Clock) private readonly clock: Clock,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(EventsService) private readonly events: EventsService,
  ) {
    this.balances = new StoredCache(storage, clock, KEYPORT_STORAGE.balanceCache, CACHE_LIFETIME_MS.balance);
    this.names = new StoredCache(storage, clock, KEYPORT_STORAGE.ensCache, CACHE_LIFETIME_MS.ens);
  }

  /**
   * The tokens `address` holds on `network`, less those SPEC §5 hides, for callers that only need
   * a list (send, swap): the last known list (or none) when the balances cannot be read. Callers
   * that must tell the visitor use `loadBalances`, whose answer says what went wrong.
   */
  async getBalances(address: string, network: CaipNetworkId): Promise<readonly TokenBalance[]> {
    return (await this.loadBalances(address, network)).balances;
  }

  /**
   * The tokens `address` holds on `network`, and whether they could be read. Never rejects: when
   * the balances cannot load, or the network is unsupported, the answer says so with the SPEC §8
   * "Token Balance Unavailable" error for the caller to throw or show. After a failure the API is
   * not asked again for that account and network before the SPEC §9 retry gap has passed; the
   * answer says when it may be, and carries the same error. One request at a time per account and
   * network, however many ask.
   */
  loadBalances(address: string, network: CaipNetworkId): Promise<BalancesAnswer> {
    const key = toCaipAddress(network, address);
    const cached = this.balances.fresh(key);
    if (cached !== undefined) {
      return Promise.resolve({ status: 'loaded', balances: filterDisplayableBalances(cached) });
    }
    const held = this.balanceRetry.held(key, this.clock.now());
    if (held !== undefined) {
      const { retryAt, failure } = held;
      return Promise.resolve({
        status: 'failed',
        balances: failure.lastKnownBalances,
        retryAt,
        error: failure,
      });
    }
    return this.flights.run('getBalances', [key], () => this.fetchBalancesOnce(key, address, network));
  }

  /**
   * The balances after a transaction of the visitor's own changed them: read past the SPEC §9
   * cache (which would show the old amounts for up to 30 s) and cached again, so every view
   * reading balances next sees the new ones. The last known ones when the read fails (the
   * balances' own readers then say it, as they read them again).
   */
  refreshBalances(address: string, network: CaipNetworkId): Promise<readonly TokenBalance[]> {
    const key = toCaipAddress(network, address);
    return this.flights.run('refreshBalances', [key], async () => {
      try {
        if (!(await this.supportedChains.isSupported(network))) return [];
        return await this.fetchBalances(key, address, network);
      } catch {
        return this.lastKnownBalances(key);
      }
    });
  }

  /** One attempt at the balances, with what SPEC §8/§9 say follows a failure. */
  private async fetchBalancesOnce(
    key: string,
    address: string,
    network: CaipNetworkId,
  ): Promise<BalancesAnswer> {
    try {
      if (!(await this.supportedChains.isSupported(network))) {
        const error = new TokenBalanceUnavailableError({ reason: 'unsupported' });
        return { status: 'unsupported', balances: [], error };
      }
      return { status: 'loaded', balances: await this.fetchBalances(key, address, network) };
    } catch (cause) {
      const now = this.clock.now();
      const retryAt = this.balanceRetry.nextAttemptAt(now);
      const lastKnownBalances = this.lastKnownBalances(key);
      const error = new TokenBalanceUnavailableError({ cause, retryAt, lastKnownBalances });
      this.balanceRetry.recordFailure(key, now, error);
      return { status: 'failed', balances: lastKnownBalances, retryAt, error };
    }
  }

  /** Asks the API for the balances, caches them under `key`, and keeps the displayable ones. */
  private async fetchBalances(
    key: string,
    address: string,
    network: CaipNetworkId,
  ): Promise<readonly TokenBalance[]> {
    const balances = await this.api.getBalances({ address, chainId: network });
    this.balances.put(key, balances.map(toCachedBalance));
    return filterDisplayableBalances(balances);
  }

  /** The balances last cached for `key`, however old: better than nothing when a fetch failed. */
  private lastKnownBalances(key: string): readonly TokenBalance[] {
    return filterDisplayableBalances(this.balances.lastKnown(key) ?? []);
  }

  /**
   * One page of `address`'s activity on `network` (pass the active one), with what SPEC §5 hides
   * left out. Never rejects: on failure hosts get ERROR_FETCH_TRANSACTIONS, and the page is empty
   * with `next: null`, which ends paging (SPEC §8 "history marked empty"); the answer is marked
   * failed, with the SPEC §8 "Failed to fetch transactions" error for the caller to throw or
   * show. One request at a time per page, however many ask, and each failure is reported once.
   */
  getTransactions(
    address: string,
    network: CaipNetworkId,
    cursor: string | null = null,
  ): Promise<HistoryAnswer> {
    return this.flights.run(
      'getTransactions',
      [network, address, cursor],
      async (): Promise<HistoryAnswer> => {
        try {
          if (!(await this.supportedChains.isSupported(network))) {
            return { page: EMPTY_HISTORY_PAGE, failed: false };
          }
          const page = await this.api.getTransactions({
            account: address,
            chainId: network,
            ...(cursor === null ? {} : { cursor }),
          });
          return {
            page: { data: filterVisibleTransactions(page.data, network), next: page.next },
            failed: false,
          };
        } catch (cause) {
          void this.events.publish('ERROR_FETCH_TRANSACTIONS', { network, cursor });
          return {
            page: EMPTY_HISTORY_PAGE,
            failed: true,
            error: new TransactionsFetchFailedError({ cause }),
          };
        }
      },
    );
  }

  /** What can be bought and paid with; SPEC §7 "built-in list on error", nothing when unsupported. */
  async getOnrampOptions(): Promise<OnrampOptions> {
    try {
      if (!(await this.isActiveNetworkSupported())) return EMPTY_ONRAMP_OPTIONS;
      return await this.api.getOnrampOptions();
    } catch {
      return DEFAULT_ONRAMP_OPTIONS;
    }
  }

  /**
   * The price of a purchase. SPEC §7 "on error a mock quote echoing the amount"; the same echo
   * stands in when the call is skipped, so the buy form keeps working (it is marked by its id).
   */
  async getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    try {
      if (!(await this.isActiveNetworkSupported())) return echoQuote(request);
      return await this.api.getOnrampQuote(request);
    } catch {
      return echoQuote(request);
    }
  }

  /**
   * SPEC §8 "Network not supported for Gas Price" off the SPEC §9 swap networks, and when the API
   * does not serve the network (a gas price has no empty default to fall back on).
   */
  async getGasPrice(network: CaipNetworkId): Promise<GasPrice> {
    if (!isSwapNetwork(network) || !(await this.supportedChains.isSupported(network))) {
      throw new GasPriceNetworkUnsupportedError();
    }
    return this.api.getGasPrice(network);
  }

  /** The tokens swappable on `network`; SPEC §8 "Network not supported for Swaps" off the swap networks. */
  async getSwapTokens(network: CaipNetworkId): Promise<readonly SwapToken[]> {
    if (!isSwapNetwork(network)) throw new SwapNetworkUnsupportedError();
    if (!(await this.supportedChains.isSupported(network))) return [];
    return this.api.getSwapTokens(network);
  }

  /**
   * The names `address` goes by (SPEC §9: cached 5 min, in the ens cache). A failure rejects with
   * the SPEC §8 name error: the server's reason or "Error fetching names for address". One
   * request at a time per address.
   */
  reverseLookup(address: string): Promise<readonly string[]> {
    const cached = this.names.fresh(address);
    if (cached !== undefined) return Promise.resolve(cached.map((entry) => entry.name));
    return this.flights.run('reverseLookup', [address], async () => {
      try {
        if (!(await this.isActiveNetworkSupported())) return [];
        const profiles = await this.api.reverseLookup(address, this.account.address());
        this.names.put(
          address,
          profiles.map((profile) => ({ name: profile.name })),
        );
        return profiles.map((profile) => profile.name);
      } catch (error) {
        throw nameServiceFailure(error, { kind: 'lookupByAddress' });
      }
    });
  }

  /** The profile of a name, `undefined` when skipped; failures reject with "Error resolving name" or the server's reason. */
  async lookupName(name: string): Promise<NameProfile | undefined> {
    try {
      if (!(await this.isActiveNetworkSupported())) return undefined;
      return await this.api.lookupName(name);
    } catch (error) {
      throw nameServiceFailure(error, { kind: 'resolve' });
    }
  }

  /** Names to offer instead of a taken one; failures reject with "Error fetching name suggestions" or the server's reason. */
  async getNameSuggestions(name: string): Promise<readonly NameSuggestion[]> {
    try {
      if (!(await this.isActiveNetworkSupported())) return [];
      return await this.api.getNameSuggestions(name);
    } catch (error) {
      throw nameServiceFailure(error, { kind: 'suggest' });
    }
  }

  /** SPEC §7: calls without a network of their own are skipped by the active network. */
  private isActiveNetworkSupported(): Promise<boolean> {
    return this.supportedChains.isSupported(this.chains.get().activeCaipNetwork?.caipNetworkId);
  }
}
