import { inject, injectable } from 'inversify';
import { type Observable, Subscription } from 'rxjs';
import { type AccountType } from '../../domain/account/AccountType';
import { type EmailConnectAction, type EmailUpdateAction } from '../../domain/embedded/EmailActions';
import { type RedirectSocialProvider } from '../../domain/social/SocialProvider';
import { AccountTypeChoice } from './AccountTypeChoice';
import { ApprovalView } from './ApprovalView';
import { EmailLogin } from './EmailLogin';
import {
  type EmbeddedLogin,
  type EmbeddedLoginState,
  type FrameArea,
  type SocialWindow,
} from './EmbeddedLogin';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { EmbeddedRpc } from './EmbeddedRpc';
import { EmbeddedSession } from './EmbeddedSession';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';
import { FrameSync } from './FrameSync';
import { SocialLogin } from './SocialLogin';

/**
 * The embedded wallet as its views and the public actions use it (the `EmbeddedLogin` contract):
 * each part of the login is its own use case, gathered here. Every method waits for the stored
 * login to be read, and for the frame to be loaded and ready (it loads it if needed).
 */
@injectable()
export class EmbeddedLoginService implements EmbeddedLogin {
  readonly state$: Observable<EmbeddedLoginState>;

  constructor(
    @inject(EmbeddedLoginStore) private readonly store: EmbeddedLoginStore,
    @inject(EmbeddedWalletStorage) private readonly storage: EmbeddedWalletStorage,
    @inject(EmbeddedSession) private readonly session: EmbeddedSession,
    @inject(EmailLogin) private readonly email: EmailLogin,
    @inject(SocialLogin) private readonly social: SocialLogin,
    @inject(AccountTypeChoice) private readonly accountType: AccountTypeChoice,
    @inject(ApprovalView) private readonly approval: ApprovalView,
    @inject(EmbeddedRpc) private readonly rpc: EmbeddedRpc,
    @inject(FrameSync) private readonly sync: FrameSync,
  ) {
    this.state$ = store.state$;
  }

  /** What runs while the instance lives: the connector offered, the frame followed and kept in step. */
  start(): Subscription {
    const subscription = new Subscription();
    subscription.add(this.sync.start());
    subscription.add(this.session.start());
    return subscription;
  }

  getState(): EmbeddedLoginState {
    return this.store.get();
  }

  async connectEmail(email: string): Promise<EmailConnectAction> {
    await this.storage.hydrate();
    return this.email.connectEmail(email);
  }

  async approveDevice(): Promise<void> {
    return this.email.approveDevice();
  }

  async verifyCode(code: string): Promise<void> {
    return this.email.verifyCode(code);
  }

  async resendCode(): Promise<void> {
    await this.storage.hydrate();
    return this.email.resendCode();
  }

  async connectSocial(provider: RedirectSocialProvider, window: SocialWindow): Promise<void> {
    await this.storage.hydrate();
    return this.social.connectSocial(provider, window);
  }

  async farcasterUri(): Promise<string> {
    await this.storage.hydrate();
    return this.social.farcasterUri();
  }

  async connectFarcaster(): Promise<void> {
    return this.social.connectFarcaster();
  }

  async updateEmail(newEmail: string): Promise<EmailUpdateAction> {
    return this.email.updateEmail(newEmail);
  }

  async verifyUpdatePrimaryCode(code: string): Promise<void> {
    return this.email.verifyUpdatePrimaryCode(code);
  }

  async verifyUpdateSecondaryCode(code: string): Promise<string> {
    return this.email.verifyUpdateSecondaryCode(code);
  }

  async setAccountType(type: AccountType): Promise<void> {
    await this.storage.hydrate();
    return this.accountType.setAccountType(type);
  }

  placeFrame(area: FrameArea | undefined): void {
    this.approval.place(area);
  }

  rejectPendingRequests(): void {
    this.rpc.rejectPending();
  }
}
