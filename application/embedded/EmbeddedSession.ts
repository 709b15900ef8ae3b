import { inject, injectable } from 'inversify';
import { firstValueFrom, race, Subscription, timer } from 'rxjs';
import { type AccountType } from '../../domain/account/AccountType';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { TIMING_MS } from '../../domain/constants/timing';
import { type Connector } from '../../domain/connector/Connector';
import { accountTypeInUse } from '../../domain/embedded/accountTypeInUse';
import { type EmbeddedChainId, type EmbeddedWalletUser } from '../../domain/embedded/EmbeddedWalletUser';
import { type ConnectReport } from '../../domain/events/connectMethod';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { WALLET_STORAGE } from '../../domain/storage/WalletStorage';
import { AccountStore } from '../account/AccountStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { connectFailure } from '../connection/connectFailure';
import { WalletSession } from '../connection/WalletSession';
import { ConnectorStore } from '../connector/ConnectorStore';
import { EventsService } from '../events/EventsService';
import { ModalService } from '../modal/ModalService';
import { OptionsStore } from '../options/OptionsStore';
import { type ConnectedAccount } from '../ports/ChainAdapter';
import { Clock } from '../ports/Clock';
import { authConnector } from './authConnector';
import { type EmbeddedAuthProvider } from './EmbeddedLogin';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { EmbeddedRpc } from './EmbeddedRpc';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';
import { FrameClient } from './FrameClient';
import { FrameProvider } from './FrameProvider';
import { FrameUrl } from './FrameUrl';

/** REFERENCE §4: signing out resolves after 3 s even when the frame does not answer. */
export const SIGN_OUT_WAIT_MS = 3_000;

/** A login restored on reload, for the instance's restorer (SPEC §4 reconnect). */
export interface ReattachedLogin {
  readonly connector: Connector;
  readonly account: ConnectedAccount;
  readonly reported: ConnectReport;
}

/** How CONNECT_SUCCESS tells a login: by email, or by a social account. */
function reportOf(authProvider: EmbeddedAuthProvider): ConnectReport {
  return authProvider === 'email' ? { method: 'email' } : { method: 'social', provider: authProvider };
}

/**
 * The signed-in visitor of the embedded wallet, whatever way they logged in: completing a login
 * (GET_USER, what is stored for the next visit, the instance connected through the AUTH
 * connector by the EVM adapter like any wallet), the silent reconnect on reload, switching chain and signing out.
 */
@injectable()
export class EmbeddedSession {
  readonly provider: FrameProvider;
  readonly connector: Connector;

  constructor(
    @inject(FrameClient) private readonly frame: FrameClient,
    @inject(EmbeddedLoginStore) private readonly store: EmbeddedLoginStore,
    @inject(EmbeddedWalletStorage) private readonly storage: EmbeddedWalletStorage,
    @inject(FrameUrl) private readonly frameUrl: FrameUrl,
    @inject(EmbeddedRpc) rpc: EmbeddedRpc,
    @inject(WalletSession) private readonly walletSession: WalletSession,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(EventsService) private readonly events: EventsService,
    @inject(ModalService) private readonly modal: ModalService,
  ) {
    this.provider = new FrameProvider(
      {
        user: () => this.store.get().user,
        chainId: () => this.chainId(),
        switchChain: (chainId) => this.switchChain(chainId),
        signOut: () => this.signOut(),
      },
      rpc,
    );
    this.connector = authConnector(this.provider, this.options.get().connectorImages);
  }

  /**
   * Offers the AUTH connector, and keeps the login's view of the frame, its session token and the
   * code cooldown current until the instance ends, when the frame is removed.
   */
  start(): Subscription {
    this.connectors.update((state) => ({
      ...state,
      connectors: [...state.connectors.filter((c) => c.id !== this.connector.id), this.connector],
    }));
    const lastCodeSentAt = this.storage.read(WALLET_STORAGE.lastEmailLoginTime);
    if (lastCodeSentAt !== undefined) {
      this.store.set({ nextCodeAt: lastCodeSentAt + TIMING_MS.emailCodeResendCooldown });
    }
    const subscription = new Subscription(() => this.frame.unload());
    subscription.add(
      this.frame.status$.subscribe((frame) => {
        if (this.store.get().frame !== frame) this.store.set({ frame });
      }),
    );
    subscription.add(
      this.frame.sessionTokens$.subscribe((token) => this.storage.write(WALLET_STORAGE.sessionToken, token)),
    );
    return subscription;
  }

  /** SPEC §7: the chain the wallet is on, answered from storage (the last chain used). */
  chainId(): EmbeddedChainId {
    return (
      this.storage.read(WALLET_STORAGE.lastUsedChain) ??
      this.store.get().user?.chainId ??
      this.frameUrl.chainId()
    );
  }

  /** The account type to log in with: the visitor's last choice, else the site's default (SPEC §1). */
  preferredAccountType(): AccountType {
    return (
      this.storage.read(WALLET_STORAGE.preferredAccountType) ?? this.options.get().defaultAccountTypes.eip155
    );
  }

  /**
   * SPEC §4: the login is complete. The user is read (GET_USER) unless the login's own answer
   * carries it, stored for the next visit, and the instance connects through the AUTH connector
   * (status `connecting` then `connected`, the account, CONNECT_SUCCESS, the modal closing).
   */
  async complete(
    authProvider: EmbeddedAuthProvider,
    known: { readonly user?: EmbeddedWalletUser; readonly userName?: string | null } = {},
  ): Promise<void> {
    const user = known.user ?? (await this.readUser());
    this.adopt(user, authProvider, known.userName ?? user.userName);
    const adapter = this.adapters.get('eip155');
    this.walletSession.moveStatus('eip155', 'connect-started');
    let account: ConnectedAccount;
    try {
      account = await adapter.connect(this.connector, this.walletSession.networkOf('eip155'));
    } catch (error) {
      this.walletSession.moveStatus('eip155', 'connect-failed');
      this.clearUser();
      throw connectFailure(error);
    }
    // As any wallet connects (SPEC §4): recorded, reported, and the modal closes.
    this.walletSession.establish(this.connector, account);
    this.typeAccounts(user);
    void this.events.publish('CONNECT_SUCCESS', { ...reportOf(authProvider), name: this.connector.name });
    this.modal.closeAfterConnect();
  }

  /**
   * SPEC §4 reconnect: a login used before is checked with the frame (IS_CONNECTED with the kept
   * token) and, if it still stands, the user is read and the AUTH connector re-attached silently.
   * A login that no longer stands is forgotten (no error is shown). Undefined: nothing to restore.
   */
  async reattach(namespace: ChainNamespace): Promise<ReattachedLogin | undefined> {
    await this.storage.hydrate();
    const adapter = this.adapters.find(namespace);
    if (adapter === undefined || this.storage.read(WALLET_STORAGE.emailLoginUsed) !== true) return undefined;
    const token = this.storage.read(WALLET_STORAGE.sessionToken);
    const { isConnected } = await this.frame.request(
      'IS_CONNECTED',
      token === undefined ? undefined : { token },
    );
    if (!isConnected) {
      this.storage.forgetLogin();
      return undefined;
    }
    const user = await this.readUser();
    const social = this.storage.read(KEYPORT_STORAGE.connectedSocial);
    const authProvider: EmbeddedAuthProvider = social ?? 'email';
    this.adopt(user, authProvider, this.storage.read(WALLET_STORAGE.socialUsername) ?? user.userName);
    const account = await adapter.reconnect(this.connector, this.walletSession.networkOf(namespace));
    if (account === undefined) {
      this.clearUser();
      return undefined;
    }
    this.typeAccounts(user);
    return { connector: this.connector, account, reported: reportOf(authProvider) };
  }

  /** The wallet moves to another chain (SWITCH_NETWORK); the chain it answers is stored (SPEC §4). */
  async switchChain(chainId: number): Promise<EmbeddedChainId> {
    const switched = await this.frame.request('SWITCH_NETWORK', { chainId });
    this.storage.write(WALLET_STORAGE.lastUsedChain, switched.chainId);
    const user = this.store.get().user;
    if (user !== undefined) this.store.set({ user: { ...user, chainId: switched.chainId } });
    return switched.chainId;
  }

  /**
   * SIGN_OUT (given 3 s at most: the visitor is signed out here whatever the frame says), then
   * the cached login and the session token are forgotten and the login is empty again.
   */
  async signOut(): Promise<void> {
    if (this.frame.frameStatus === 'ready') {
      const signedOut = this.frame.request('SIGN_OUT', undefined).catch(() => undefined);
      await firstValueFrom(race(signedOut, timer(SIGN_OUT_WAIT_MS, this.clock.scheduler)));
    }
    this.storage.forgetLogin();
    this.storage.remove(WALLET_STORAGE.sessionToken);
    this.clearUser();
    this.store.set({ email: undefined });
  }

  /** The user as the frame reports them now, on the chain and account type the login uses. */
  private readUser(): Promise<EmbeddedWalletUser> {
    return this.frame.request('GET_USER', {
      chainId: this.chainId(),
      preferredAccountType: this.preferredAccountType(),
    });
  }

  /** What the views and the account hook show of the user, and what the next visit needs. */
  private adopt(
    user: EmbeddedWalletUser,
    authProvider: EmbeddedAuthProvider,
    userName: string | null | undefined,
  ): void {
    const accountType = accountTypeInUse(user);
    this.store.set({
      user,
      email: user.email ?? this.store.get().email,
      authProvider,
      userName: userName ?? undefined,
      accountType,
      // SPEC §4: the last-login-time marker goes with a completed email login, and its wait with it.
      ...(authProvider === 'email' ? { nextCodeAt: undefined } : {}),
    });
    const account = this.accounts.account('eip155');
    this.accounts.patchAccount('eip155', {
      user: {
        accounts: user.accounts,
        ...(user.email === undefined ? {} : { email: user.email }),
        ...(userName === undefined ? {} : { username: userName }),
      },
      socialProvider: authProvider === 'email' ? undefined : authProvider,
      preferredAccountTypes: { ...account.preferredAccountTypes, eip155: accountType },
      smartAccountDeployed: user.smartAccountDeployed ?? false,
    });
    this.storage.rememberLogin({
      chainId: user.chainId,
      email: user.email,
      social: authProvider === 'email' ? undefined : authProvider,
      userName,
    });
    this.storage.write(WALLET_STORAGE.preferredAccountType, accountType);
  }

  /** The EVM adapter lists every address as a plain account; the wallet service knows their types. */
  private typeAccounts(user: EmbeddedWalletUser): void {
    const { allAccounts } = this.accounts.account('eip155');
    this.accounts.patchAccount('eip155', {
      allAccounts: allAccounts.map((account) => ({
        ...account,
        type:
          user.accounts.find((known) => known.address.toLowerCase() === account.address.toLowerCase())
            ?.type ?? account.type,
      })),
    });
  }

  private clearUser(): void {
    this.store.set({ user: undefined, authProvider: undefined, userName: undefined, accountType: undefined });
    this.accounts.patchAccount('eip155', { user: undefined, socialProvider: undefined });
  }
}
