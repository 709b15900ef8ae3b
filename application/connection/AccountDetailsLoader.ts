import { inject, injectable } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { AccountStore } from '../account/AccountStore';
import { IdentityService } from '../account-data/IdentityService';
import { NativeBalances } from '../account-data/NativeBalances';
import { type NativeBalance } from '../ports/ChainAdapter';

/**
 * What the account view shows beside the address: the native balance (asked of the wallet's
 * chain through its adapter) and the name and avatar (the blockchain API identity), both cached
 * (SPEC §9). Both are extras: they never hold up a connection, a failure leaves them empty, and an
 * answer that arrives after the account moved to another address or chain is dropped.
 */
@injectable()
export class AccountDetailsLoader {
  constructor(
    @inject(NativeBalances) private readonly nativeBalances: NativeBalances,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(IdentityService) private readonly identities: IdentityService,
  ) {}

  /** Balance and identity of `address`, connected on `network`. Never rejects. */
  async load(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<void> {
    await Promise.all([this.loadBalance(namespace, address, network), this.loadIdentity(namespace, address)]);
  }

  /** The native balance of `address` on `network` (SPEC §9: cached 30 s). Never rejects. */
  loadBalance(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<void> {
    return this.showBalance(
      namespace,
      address,
      network,
      this.nativeBalances.get(namespace, address, network),
    );
  }

  /** The native balance read again past the cache, after a transaction. Never rejects. */
  reloadBalance(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<void> {
    return this.showBalance(
      namespace,
      address,
      network,
      this.nativeBalances.refresh(namespace, address, network),
    );
  }

  private async showBalance(
    namespace: ChainNamespace,
    address: string,
    network: CaipNetwork,
    reading: Promise<NativeBalance>,
  ): Promise<void> {
    try {
      const native = await reading;
      if (this.accounts.account(namespace).caipAddress !== `${network.caipNetworkId}:${address}`) return;
      this.accounts.patchAccount(namespace, { balance: native.balance, balanceSymbol: native.symbol });
    } catch {
      // The account shows no balance rather than an error: the wallet is connected all the same.
    }
  }

  /** The name and avatar of `address`. Never rejects. */
  async loadIdentity(namespace: ChainNamespace, address: string): Promise<void> {
    try {
      const identity = await this.identities.getIdentity(address);
      if (this.accounts.account(namespace).address !== address) return;
      this.accounts.patchAccount(namespace, { profileName: identity.name, profileImage: identity.avatar });
    } catch {
      // Without an identity the account shows its address, which is what it would show anyway.
    }
  }
}
