import { inject, injectable } from 'inversify';
import { type AccountType } from '../../domain/account/AccountType';
import { FALLBACK_ACCOUNT_TYPE } from '../../domain/account/AccountTypeCodec';
import { addressOfType } from '../../domain/embedded/accountTypeInUse';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { WALLET_STORAGE } from '../../domain/storage/WalletStorage';
import { AccountStore } from '../account/AccountStore';
import { ChainStore } from '../chain/ChainStore';
import { EventsService } from '../events/EventsService';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { EmbeddedSession } from './EmbeddedSession';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';
import { FrameClient } from './FrameClient';

/**
 * SPEC §6: the visitor's account type on eip155, a plain account (`eoa`) or a smart account,
 * switched through the AUTH connector (SET_PREFERRED_ACCOUNT). The frame answers the address of
 * that account, which the site then uses (`accountsChanged`); a refusal falls back to `eoa` (SPEC
 * §4). The choice is kept for the next login and told to the host (SET_PREFERRED_ACCOUNT_TYPE).
 */
@injectable()
export class AccountTypeChoice {
  constructor(
    @inject(FrameClient) private readonly frame: FrameClient,
    @inject(EmbeddedSession) private readonly session: EmbeddedSession,
    @inject(EmbeddedLoginStore) private readonly store: EmbeddedLoginStore,
    @inject(EmbeddedWalletStorage) private readonly storage: EmbeddedWalletStorage,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(EventsService) private readonly events: EventsService,
  ) {}

  async setAccountType(type: AccountType): Promise<void> {
    let answer: { readonly type: AccountType; readonly address: string | undefined };
    try {
      answer = await this.frame.request('SET_PREFERRED_ACCOUNT', { type });
    } catch {
      const user = this.store.get().user;
      this.apply(FALLBACK_ACCOUNT_TYPE, user && addressOfType(user, FALLBACK_ACCOUNT_TYPE));
      return;
    }
    this.apply(answer.type, answer.address);
    const network = this.chains.get().activeCaipNetwork?.caipNetworkId;
    void this.events.publish('SET_PREFERRED_ACCOUNT_TYPE', { accountType: answer.type, network });
  }

  private apply(type: AccountType, address: string | undefined): void {
    this.storage.write(WALLET_STORAGE.preferredAccountType, type);
    const stored = this.storage.read(KEYPORT_STORAGE.preferredAccountTypes) ?? {};
    this.storage.write(KEYPORT_STORAGE.preferredAccountTypes, { ...stored, eip155: type });
    const { preferredAccountTypes } = this.accounts.account('eip155');
    this.accounts.patchAccount('eip155', {
      preferredAccountTypes: { ...preferredAccountTypes, eip155: type },
    });
    const user = this.store.get().user;
    const moved = user !== undefined && address !== undefined && address !== user.address;
    this.store.set({
      accountType: type,
      user: user && { ...user, preferredAccountType: type, ...(address === undefined ? {} : { address }) },
    });
    // The site follows the wallet to the other account, as it follows any wallet's account change.
    if (moved) this.session.provider.emit('accountsChanged', this.session.provider.addresses());
  }
}
