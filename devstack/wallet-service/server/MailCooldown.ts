import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { ServiceError } from './ServiceError';

/**
 * SPEC §5: at most one mail of a kind to an address every 30 s, enforced by the service too, so
 * a page that skips its own countdown still cannot flood a mailbox. The refusal says how long to
 * wait, in whole seconds rounded up.
 */
export class MailCooldown {
  private readonly lastSentAt = new Map<string, number>();

  constructor(private readonly clock: ServiceClock) {}

  assertMayMail(address: string): void {
    const last = this.lastSentAt.get(address);
    if (last === undefined) return;
    // A clock that went back counts as "just sent": the wait is never longer than the cooldown.
    const remainingMs = SERVICE_TIMES_MS.codeResendCooldown - Math.max(0, this.clock.now() - last);
    if (remainingMs > 0) {
      throw new ServiceError(`Please try again after ${Math.ceil(remainingMs / 1000)} seconds`);
    }
  }

  sent(address: string): void {
    this.lastSentAt.set(address, this.clock.now());
  }
}
