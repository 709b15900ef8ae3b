import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { TIMING_MS } from '../../domain/constants/timing';
import { type AppEventPayloads } from '../../domain/embedded/AppEvents';
import { type EmailConnectAction, type EmailUpdateAction } from '../../domain/embedded/EmailActions';
import { emailCodeCooldown } from '../../domain/embedded/emailCodeCooldown';
import { WALLET_STORAGE } from '../../domain/storage/WalletStorage';
import { AccountStore } from '../account/AccountStore';
import { Clock } from '../ports/Clock';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { EmbeddedSession } from './EmbeddedSession';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';
import { FrameClient } from './FrameClient';

/**
 * Logging in by email (SPEC §4): the address is sent (CONNECT_EMAIL) and the frame says what it
 * needs next: the device approved from the mailed link (CONNECT_DEVICE), the mailed code
 * (CONNECT_OTP), or nothing; then the login completes. A new code may be asked for 30 s after the
 * last one (SPEC §5), checked before the frame is asked. Changing the account's email follows the
 * same shape: a code to the current address, then one to the new one (SPEC §4).
 */
@injectable()
export class EmailLogin {
  constructor(
    @inject(FrameClient) private readonly frame: FrameClient,
    @inject(EmbeddedSession) private readonly session: EmbeddedSession,
    @inject(EmbeddedLoginStore) private readonly store: EmbeddedLoginStore,
    @inject(EmbeddedWalletStorage) private readonly storage: EmbeddedWalletStorage,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async connectEmail(email: string): Promise<EmailConnectAction> {
    const { action } = await this.frame.request('CONNECT_EMAIL', emailPayload(email));
    this.store.set({ email });
    this.codeSent();
    if (action === 'CONNECT') await this.session.complete('email');
    return action;
  }

  async approveDevice(): Promise<void> {
    await this.frame.request('CONNECT_DEVICE', undefined);
  }

  async verifyCode(code: string): Promise<void> {
    await this.frame.request('CONNECT_OTP', { otp: code });
    await this.session.complete('email');
  }

  /** SPEC §5: `EmailCodeCooldownError` ("Please try again after {n} seconds") within 30 s of the last code. */
  async resendCode(): Promise<void> {
    const wait = emailCodeCooldown(this.storage.read(WALLET_STORAGE.lastEmailLoginTime), this.clock.now());
    if (E.isLeft(wait)) throw wait.left;
    await this.frame.request('CONNECT_EMAIL', emailPayload(this.store.get().email));
    this.codeSent();
  }

  async updateEmail(newEmail: string): Promise<EmailUpdateAction> {
    const { action } = await this.frame.request('UPDATE_EMAIL', emailPayload(newEmail));
    return action;
  }

  async verifyUpdatePrimaryCode(code: string): Promise<void> {
    await this.frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: code });
  }

  /** SPEC §4: the second code's answer is the new email, stored and shown from now on. */
  async verifyUpdateSecondaryCode(code: string): Promise<string> {
    const { newEmail } = await this.frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: code });
    this.storage.write(WALLET_STORAGE.email, newEmail);
    const user = this.store.get().user;
    this.store.set({ email: newEmail, user: user && { ...user, email: newEmail } });
    const account = this.accounts.account('eip155');
    if (account.user !== undefined)
      this.accounts.patchAccount('eip155', { user: { ...account.user, email: newEmail } });
    return newEmail;
  }

  /** The time a code was last mailed, kept across visits, and when the next one may be asked for. */
  private codeSent(): void {
    const now = this.clock.now();
    this.storage.write(WALLET_STORAGE.lastEmailLoginTime, now);
    this.store.set({ nextCodeAt: now + TIMING_MS.emailCodeResendCooldown });
  }
}

/**
 * The request's email as typed: the frame client checks it (SPEC §5 "email fields must be valid
 * emails") and refuses a malformed one with INVALID_APP_EVENT before anything is posted.
 */
function emailPayload(email: string | undefined): AppEventPayloads['CONNECT_EMAIL'] {
  return { email } as unknown as AppEventPayloads['CONNECT_EMAIL'];
}
