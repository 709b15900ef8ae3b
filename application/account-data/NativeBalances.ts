import { inject, injectable } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { CACHE_LIFETIME_MS } from '../../domain/constants/timing';
import { toCaipAddress } from '../../domain/address/parseCaipAddress';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { ChainAdapters } from '../chain/ChainAdapters';
import { Clock } from '../ports/Clock';
import { type NativeBalance } from '../ports/ChainAdapter';
import { SingleFlight } from '../requests/SingleFlight';
import { TypedStorage } from '../storage/TypedStorage';
import { StoredCache } from './StoredCache';

/**
 * The native balance of an account, read from its chain through the namespace's adapter: SPEC §9
 * "native balance 30 s" cached in storage per network and address, and one read at a time per
 * network and address, so a wallet flipping between accounts or networks asks each once.
 */
@injectable()
export class NativeBalances {
  private readonly cache: StoredCache<NativeBalance, unknown>;
  private readonly flights = new SingleFlight();

  constructor(
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(TypedStorage) storage: TypedStorage,
    @inject(Clock) clock: Clock,
  ) {
    this.cache = new StoredCache(
      storage,
      clock,
      KEYPORT_STORAGE.nativeBalanceCache,
      CACHE_LIFETIME_MS.nativeBalance,
    );
  }

  /** The cached balance while fresh, else the chain's; rejects when the chain cannot be read. */
  get(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<NativeBalance> {
    const cached = this.cache.fresh(toCaipAddress(network.caipNetworkId, address));
    return cached === undefined ? this.read('get', namespace, address, network) : Promise.resolve(cached);
  }

  /** The chain's balance past the cache, after a transaction of the visitor's own changed it. */
  refresh(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<NativeBalance> {
    return this.read('refresh', namespace, address, network);
  }

  private read(
    call: 'get' | 'refresh',
    namespace: ChainNamespace,
    address: string,
    network: CaipNetwork,
  ): Promise<NativeBalance> {
    const key = toCaipAddress(network.caipNetworkId, address);
    return this.flights.run(call, [key], async () => {
      const native = await this.adapters.get(namespace).getBalance(address, network);
      this.cache.put(key, { balance: native.balance, symbol: native.symbol });
      return native;
    });
  }
}
