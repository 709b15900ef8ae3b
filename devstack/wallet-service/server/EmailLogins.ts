import { type FrameContext } from '../protocol/serviceApi';
import { type DeviceApprovals } from './DeviceApprovals';
import { type OneTimeCodes } from './OneTimeCodes';
import { ServiceError } from './ServiceError';

/** REFERENCE §4: what CONNECT_EMAIL asks for next. */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

const LOGIN_SUBJECT = 'Your login code';

/** Logins are per device and project: the code goes to whoever asked for it, and only there. */
const holderOf = (context: FrameContext): string => `${context.projectId}\n${context.deviceId}`;

/**
 * Email logins (SPEC §4): CONNECT_EMAIL answers CONNECT when the frame is already logged in with
 * that address, VERIFY_OTP (a code mailed) on a device approved for it, VERIFY_DEVICE (a device
 * link mailed) on a new one; CONNECT_DEVICE waits for that link, then mails a code;
 * CONNECT_OTP checks the code and answers which address was proven.
 */
export class EmailLogins {
  private readonly pending = new Map<string, string>();

  constructor(
    private readonly codes: OneTimeCodes,
    private readonly devices: DeviceApprovals,
  ) {}

  connectEmail(email: string, context: FrameContext, loggedInEmail: string | undefined): EmailConnectAction {
    if (loggedInEmail === email) return 'CONNECT';
    const holder = holderOf(context);
    if (this.devices.isApproved(email, context.deviceId)) {
      this.codes.send('login', email, holder, LOGIN_SUBJECT);
      this.pending.set(holder, email);
      return 'VERIFY_OTP';
    }
    this.devices.mailLink(email, context.deviceId);
    this.pending.set(holder, email);
    return 'VERIFY_DEVICE';
  }

  async connectDevice(context: FrameContext): Promise<void> {
    const email = this.pendingEmail(context);
    await this.devices.waitForApproval(email, context.deviceId);
    this.codes.send('login', email, holderOf(context), LOGIN_SUBJECT);
  }

  /** The address the code proves; the login is then over for this device. */
  connectOtp(otp: string, context: FrameContext): string {
    const email = this.pendingEmail(context);
    this.codes.verify('login', email, holderOf(context), otp);
    this.pending.delete(holderOf(context));
    return email;
  }

  private pendingEmail(context: FrameContext): string {
    const email = this.pending.get(holderOf(context));
    if (email === undefined)
      throw new ServiceError('No email login is under way on this device: enter your email first');
    return email;
  }
}
