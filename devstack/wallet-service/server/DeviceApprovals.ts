import { randomBytes } from 'node:crypto';
import { LongPolls } from './LongPolls';
import { MailCooldown } from './MailCooldown';
import { type Mailbox } from './Mailbox';
import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { ServiceError } from './ServiceError';

interface DeviceLink {
  readonly email: string;
  readonly deviceId: string;
  readonly expiresAt: number;
}

/** The path a mailed device link opens; its `token` query names the link. */
export const DEVICE_APPROVAL_PATH = '/device/approve';

const deviceKey = (email: string, deviceId: string): string => `${email}\n${deviceId}`;

/**
 * Which devices may log in to which email address. A device seen for the first time gets a link
 * by mail (valid 10 minutes, at most one every 30 s to an address); opening it approves the
 * device for that address from then on, and ends the CONNECT_DEVICE requests waiting for it.
 */
export class DeviceApprovals {
  private readonly approved = new Set<string>();
  private readonly links = new Map<string, DeviceLink>();
  private readonly cooldown: MailCooldown;
  private readonly polls = new LongPolls<void>('The device link has expired: enter your email again');

  constructor(
    private readonly clock: ServiceClock,
    private readonly mailbox: Mailbox,
    private readonly serviceUrl: string,
  ) {
    this.cooldown = new MailCooldown(clock);
  }

  isApproved(email: string, deviceId: string): boolean {
    return this.approved.has(deviceKey(email, deviceId));
  }

  mailLink(email: string, deviceId: string): void {
    this.cooldown.assertMayMail(email);
    const token = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    this.links.set(token, { email, deviceId, expiresAt: now + SERVICE_TIMES_MS.linkLifetime });
    this.cooldown.sent(email);
    const link = `${this.serviceUrl}${DEVICE_APPROVAL_PATH}?token=${token}`;
    this.mailbox.send({
      to: email,
      subject: 'Approve this device',
      text: `Someone is logging in to your wallet from a new device. If it is you, open ${link} (it works for 10 minutes).`,
      link,
      sentAt: now,
    });
  }

  /** The visitor opened a mailed link: its device is approved for its address. */
  approve(token: string): { readonly email: string } {
    const link = this.links.get(token);
    if (link === undefined) throw new ServiceError('This link is not known: it may have been used already');
    this.links.delete(token);
    if (this.clock.now() >= link.expiresAt) {
      throw new ServiceError('This link has expired: enter your email on the site again');
    }
    const key = deviceKey(link.email, link.deviceId);
    this.approved.add(key);
    this.polls.settle(key, undefined);
    return { email: link.email };
  }

  /** Resolves once the device is approved for the address (at once if it is already). */
  async waitForApproval(email: string, deviceId: string): Promise<void> {
    if (this.isApproved(email, deviceId)) return;
    await this.polls.wait(deviceKey(email, deviceId));
  }

  close(): void {
    this.polls.close();
  }
}
