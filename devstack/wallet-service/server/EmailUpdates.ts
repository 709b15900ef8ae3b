import { type OneTimeCodes } from './OneTimeCodes';
import { ServiceError } from './ServiceError';
import { type Users, type WalletUser } from './Users';

/** REFERENCE §4: which code UPDATE_EMAIL asks for first. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

interface PendingUpdate {
  readonly newEmail: string;
  primaryVerified: boolean;
}

/**
 * Changing the account's email (SPEC §4): a code to the current address proves the owner, then a
 * code to the new address proves it is theirs; only then does the account move to it. An account
 * without an address (a social login that shared none) starts at the second code. Each session
 * has at most one change under way; a new UPDATE_EMAIL replaces it.
 */
export class EmailUpdates {
  private readonly pending = new Map<string, PendingUpdate>();

  constructor(
    private readonly codes: OneTimeCodes,
    private readonly users: Users,
  ) {}

  start(sessionToken: string, user: WalletUser, newEmail: string): EmailUpdateAction {
    if (user.email === newEmail) throw new ServiceError('This is already the account’s email address');
    const owner = this.users.byEmail(newEmail);
    if (owner !== undefined && owner.id !== user.id) {
      throw new ServiceError('This email address belongs to another account');
    }
    if (user.email === undefined) {
      this.codes.send('update-new', newEmail, sessionToken, 'Confirm your new email address');
      this.pending.set(sessionToken, { newEmail, primaryVerified: true });
      return 'VERIFY_SECONDARY_OTP';
    }
    this.codes.send('update-current', user.email, sessionToken, 'Confirm the change of your email address');
    this.pending.set(sessionToken, { newEmail, primaryVerified: false });
    return 'VERIFY_PRIMARY_OTP';
  }

  verifyPrimary(sessionToken: string, user: WalletUser, otp: string): void {
    const update = this.pendingOf(sessionToken);
    if (user.email === undefined || update.primaryVerified) {
      throw new ServiceError('The current address needs no code: enter the code sent to the new address');
    }
    this.codes.verify('update-current', user.email, sessionToken, otp);
    update.primaryVerified = true;
    this.codes.send('update-new', update.newEmail, sessionToken, 'Confirm your new email address');
  }

  /** The new address, once proven; the caller moves the account to it. */
  verifySecondary(sessionToken: string, otp: string): string {
    const update = this.pendingOf(sessionToken);
    if (!update.primaryVerified) {
      throw new ServiceError('Enter the code sent to your current address first');
    }
    this.codes.verify('update-new', update.newEmail, sessionToken, otp);
    this.pending.delete(sessionToken);
    return update.newEmail;
  }

  private pendingOf(sessionToken: string): PendingUpdate {
    const update = this.pending.get(sessionToken);
    if (update === undefined)
      throw new ServiceError('No email change is under way: enter the new address first');
    return update;
  }
}
