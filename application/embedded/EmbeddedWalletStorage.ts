import { inject, injectable } from 'inversify';
import { EmailCodec } from '../../domain/embedded/Email';
import { type EmbeddedChainId } from '../../domain/embedded/EmbeddedWalletUser';
import { type SocialProvider } from '../../domain/social/SocialProvider';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type StorageEntry } from '../../domain/storage/StorageEntry';
import { CACHED_LOGIN_ENTRIES, WALLET_STORAGE } from '../../domain/storage/WalletStorage';
import { InstanceName } from '../instance/InstanceName';
import { Storage } from '../ports/Storage';
import { NamespacedStorage } from '../storage/NamespacedStorage';
import { attempt, isLater } from '../storage/storageAnswers';
import { StorageMirror, type SyncStorage } from '../storage/StorageMirror';
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

  constructor(
    @inject(TypedStorage) private readonly typed: TypedStorage,
    @inject(StorageMirror) private readonly mirror: SyncStorage,
    @inject(Storage) private readonly store: Storage,
    @inject(InstanceName) private readonly instanceName: string,
  ) {}

  /**
   * Reads the keys once from the store. A store that answers at once is read through anyway; for
   * one that answers later, each stored value the instance's synchronous view lacks is put there
   * (written back unchanged, which is how that view learns a value).
   */
  hydrate(): Promise<void> {
    this.hydration ??= this.readKeys();
    return this.hydration;
  }

  read<A, O>(entry: StorageEntry<A, O>): A | undefined {
    return this.typed.read(entry);
  }

  write<A, O>(entry: StorageEntry<A, O>, value: A): void {
    this.typed.write(entry, value);
  }

  remove(entry: Pick<StorageEntry<unknown>, 'key'>): void {
    this.typed.remove(entry);
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

  private async readKeys(): Promise<void> {
    const store = new NamespacedStorage(this.store, this.instanceName);
    await Promise.all(
      Object.values(WALLET_STORAGE).map(async ({ key }) => {
        const answer = attempt(() => store.getItem(key));
        // A store that fails here is reported by the instance's view when it is read through it.
        if (answer.failed || !isLater(answer.answer)) return;
        const value = await Promise.resolve(answer.answer).catch(() => undefined);
        if (typeof value === 'string' && this.mirror.getItem(key) === null) this.mirror.setItem(key, value);
      }),
    );
  }
}
