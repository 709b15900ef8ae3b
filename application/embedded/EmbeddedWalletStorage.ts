import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { EmailCodec } from '../../domain/embedded/Email';
import { type EmbeddedChainId } from '../../domain/embedded/EmbeddedWalletUser';
import { type SocialProvider } from '../../domain/social/SocialProvider';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { decodeStoredValue, type StorageEntry, storageEntry } from '../../domain/storage/StorageEntry';
import { CACHED_LOGIN_ENTRIES, WALLET_STORAGE, walletStorageKey } from '../../domain/storage/WalletStorage';
import { DEFAULT_INSTANCE_NAME, InstanceName } from '../instance/InstanceName';
import { Storage } from '../ports/Storage';
import { TypedStorage } from '../storage/TypedStorage';

/** What a completed login keeps for the next visit (SPEC §4). */
export interface RememberedLogin {
  readonly chainId: EmbeddedChainId;
  readonly email?: string | null | undefined;
  /** The social login used; none for email. */
  readonly social?: SocialProvider | undefined;
  readonly userName?: string | null | undefined;
}

/**
 * The embedded wallet's SPEC §3 keys (`@keyport-wallet/…`, under the instance's name for a named
 * instance), each read through its codec. The instance reads Keyport's own keys at start; these
 * are read when the embedded wallet's code arrives (`hydrate`), so a store that answers later
 * (IndexedDB, extension storage) has them too.
 */
@injectable()
export class EmbeddedWalletStorage {
  private hydration: Promise<void> | undefined;
  /** The instance's name in its wallet keys; none for the default instance. */
  private readonly namespace: string | undefined;

  constructor(
    @inject(TypedStorage) private readonly typed: TypedStorage,
    @inject(Storage) private readonly store: Storage,
    @inject(InstanceName) instanceName: string,
  ) {
    this.namespace = instanceName === DEFAULT_INSTANCE_NAME ? undefined : instanceName;
  }

  /**
   * Reads the keys once from the store. A store that answers at once is read through anyway; for
   * one that answers later, each stored value the instance's synchronous view lacks is put there.
   */
  hydrate(): Promise<void> {
    this.hydration ??= this.readKeys();
    return this.hydration;
  }

  /** A stored value: the embedded wallet's keys under the instance's name, Keyport's own as the instance keeps them. */
  read<A, O>(entry: StorageEntry<A, O>): A | undefined {
    return this.typed.read(storageEntry(this.keyOf(entry), entry.codec));
  }

  write<A, O>(entry: StorageEntry<A, O>, value: A): void {
    this.typed.write(storageEntry(this.keyOf(entry), entry.codec), value);
  }

  remove(entry: Pick<StorageEntry<unknown>, 'key'>): void {
    this.typed.remove({ key: this.keyOf(entry) });
  }

  /** SPEC §4: a completed login stores the email, the login-used flag and the last chain. */
  rememberLogin(login: RememberedLogin): void {
    this.write(WALLET_STORAGE.emailLoginUsed, true);
    this.write(WALLET_STORAGE.lastUsedChain, login.chainId);
    if (EmailCodec.is(login.email)) this.write(WALLET_STORAGE.email, login.email);
    if (typeof login.userName === 'string') this.write(WALLET_STORAGE.socialUsername, login.userName);
    if (login.social === undefined) {
      // SPEC §4: a successful email login removes the last-login-time marker.
      this.remove(WALLET_STORAGE.lastEmailLoginTime);
      this.remove(KEYPORT_STORAGE.connectedSocial);
    } else {
      this.write(KEYPORT_STORAGE.connectedSocial, login.social);
    }
  }

  /** SPEC §4: disconnecting or a failed connection check forgets the cached login. */
  forgetLogin(): void {
    for (const entry of CACHED_LOGIN_ENTRIES) this.remove(entry);
  }

  private keyOf(entry: Pick<StorageEntry<unknown>, 'key'>): string {
    return walletStorageKey(entry.key, this.namespace);
  }

  private async readKeys(): Promise<void> {
    await Promise.all(
      Object.values(WALLET_STORAGE).map(async (wallet) => {
        const entry = storageEntry<unknown, unknown>(this.keyOf(wallet), wallet.codec as t.Mixed);
        // A store that answers at once was read through already.
        if (this.typed.read(entry) !== undefined) return;
        let stored: unknown;
        try {
          stored = await this.store.getItem(entry.key);
        } catch {
          // A store that fails is reported when the instance reads the key through its own view.
          return;
        }
        if (typeof stored !== 'string') return;
        const decoded = decodeStoredValue(entry, stored);
        // Written back unchanged: how the instance's synchronous view learns a value read later.
        if (E.isRight(decoded)) this.typed.write(entry, decoded.right);
      }),
    );
  }
}
