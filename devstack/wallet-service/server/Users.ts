import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { type ChainAccess } from './ChainAccess';
import { userKey } from './userKeys';

/** How a visitor proves who they are: an email address, a social account or a Farcaster account. */
export interface Identity {
  /** `email:<address>`, `<provider>:<subject>` or `farcaster:<fid>`: what the login proved. */
  readonly key: string;
  readonly email?: string;
  readonly userName?: string;
}

/** A wallet user as the service tells the site about them; the key stays in {@link Users}. */
export interface WalletUser {
  readonly id: string;
  readonly address: `0x${string}`;
  readonly email?: string;
  readonly userName?: string;
}

interface Entry {
  user: WalletUser;
  readonly key: `0x${string}`;
  readonly account: PrivateKeyAccount;
  funded: Promise<void> | undefined;
}

/**
 * The wallet's users. An identity seen for the first time becomes a user whose key is derived
 * from the service's secret and the user's id; the user's address gets ether on every dev chain
 * before the login completes (a failed funding fails the login, and the next login tries again).
 * Keys never leave this object but to sign inside the service.
 */
export class Users {
  private readonly entries = new Map<string, Entry>();
  private readonly identities = new Map<string, string>();

  constructor(
    private readonly secret: string,
    private readonly chains: Pick<ChainAccess, 'fund'>,
  ) {}

  /** The user this identity belongs to, created (and funded) on first sight. */
  async userFor(identity: Identity): Promise<WalletUser> {
    const entry = this.entryFor(identity);
    entry.user = {
      ...entry.user,
      ...(identity.email === undefined ? {} : { email: identity.email }),
      ...(identity.userName === undefined ? {} : { userName: identity.userName }),
    };
    entry.funded ??= this.chains.fund(entry.user.address).catch((error: unknown) => {
      entry.funded = undefined;
      throw new Error(
        `The new account ${entry.user.address} could not be given ether on the dev chains: ` +
          (error instanceof Error ? error.message : String(error)),
        { cause: error },
      );
    });
    await entry.funded;
    return entry.user;
  }

  byId(userId: string): WalletUser | undefined {
    return this.entries.get(userId)?.user;
  }

  /** The user who logs in with this email address, if any. */
  byEmail(email: string): WalletUser | undefined {
    const userId = this.identities.get(`email:${email}`);
    return userId === undefined ? undefined : this.byId(userId);
  }

  /** Signs for the user: only the service's RPC handling calls this. */
  accountOf(userId: string): PrivateKeyAccount {
    const entry = this.entries.get(userId);
    if (entry === undefined) throw new Error(`No user ${userId}`);
    return entry.account;
  }

  /**
   * The user's key itself, for the smart-account relay: it signs the user's batches with it, in
   * this process, as the account's owner.
   */
  ownerKeyOf(userId: string): `0x${string}` {
    const entry = this.entries.get(userId);
    if (entry === undefined) throw new Error(`No user ${userId}`);
    return entry.key;
  }

  /** The user logs in with `newEmail` from now on; the old address no longer leads to them. */
  changeEmail(userId: string, newEmail: string): WalletUser {
    const entry = this.entries.get(userId);
    if (entry === undefined) throw new Error(`No user ${userId}`);
    if (entry.user.email !== undefined) this.identities.delete(`email:${entry.user.email}`);
    this.identities.set(`email:${newEmail}`, userId);
    entry.user = { ...entry.user, email: newEmail };
    return entry.user;
  }

  private entryFor(identity: Identity): Entry {
    const known = this.identities.get(identity.key);
    if (known !== undefined) return this.entries.get(known) as Entry;
    // An identity's key is the user's id unless another user took it (an address given up by an
    // email change and used again): then the id gets a suffix, so no two users share a key.
    let userId = identity.key;
    for (let suffix = 2; this.entries.has(userId); suffix += 1) userId = `${identity.key}#${suffix}`;
    const key = userKey(this.secret, userId);
    const account = privateKeyToAccount(key);
    const entry: Entry = { user: { id: userId, address: account.address }, key, account, funded: undefined };
    this.entries.set(userId, entry);
    this.identities.set(identity.key, userId);
    return entry;
  }
}
