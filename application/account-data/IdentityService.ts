import { inject, injectable } from 'inversify';
import { CACHE_LIFETIME_MS } from '../../domain/constants/timing';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { ActiveAccount } from '../account/ActiveAccount';
import { ChainStore } from '../chain/ChainStore';
import { BlockchainApi, type Identity } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { SingleFlight } from '../requests/SingleFlight';
import { TypedStorage } from '../storage/TypedStorage';
import { ANONYMOUS_IDENTITY } from './emptyAnswers';
import { StoredCache } from './StoredCache';
import { SupportedChainsService } from './SupportedChainsService';

/**
 * The name and avatar of an address, the one blockchain API answer a connection needs (the
 * account's details at connect): kept apart from `BlockchainApiService`, whose balances, history,
 * names, swaps and buying serve views that load later.
 */
@injectable()
export class IdentityService {
  private readonly identities: StoredCache<Identity, unknown>;
  private readonly flights = new SingleFlight();

  constructor(
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(SupportedChainsService) private readonly supportedChains: SupportedChainsService,
    @inject(TypedStorage) storage: TypedStorage,
    @inject(Clock) clock: Clock,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
  ) {
    this.identities = new StoredCache(
      storage,
      clock,
      KEYPORT_STORAGE.identityCache,
      CACHE_LIFETIME_MS.identity,
    );
  }

  /**
   * The name and avatar of `address` (SPEC §9: cached 5 min); none on an unsupported network
   * (SPEC §7: calls without a network of their own are skipped by the active network). One request
   * at a time per address.
   */
  getIdentity(address: string): Promise<Identity> {
    const cached = this.identities.fresh(address);
    if (cached !== undefined) return Promise.resolve(cached);
    return this.flights.run('getIdentity', [address], async () => {
      const active = this.chains.get().activeCaipNetwork?.caipNetworkId;
      if (!(await this.supportedChains.isSupported(active))) return ANONYMOUS_IDENTITY;
      const identity = await this.api.getIdentity(address, this.account.address());
      this.identities.put(address, identity);
      return identity;
    });
  }
}
