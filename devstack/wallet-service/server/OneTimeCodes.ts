import { randomInt, timingSafeEqual } from 'node:crypto';
import { MailCooldown } from './MailCooldown';
import { type Mailbox } from './Mailbox';
import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { ServiceError } from './ServiceError';

/** What a code proves: a login, or one of the two steps of changing the account's email. */
export type CodePurpose = 'login' | 'update-current' | 'update-new';

/** Wrong guesses a code takes before it stops working (a 6-digit code is not guessed in 5). */
export const CODE_TRIES = 5;

interface IssuedCode {
  readonly code: string;
  /** Who may use it: the device that logs in, or the session that changes its email. */
  readonly holder: string;
  readonly expiresAt: number;
  triesLeft: number;
}

/** Six random digits, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Mailed one-time codes: 6 digits, valid 10 minutes, 5 wrong tries, one use. A new code replaces
 * the last of its kind, and no two codes go to one address within 30 s (`MailCooldown`).
 */
export class OneTimeCodes {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly cooldown: MailCooldown;

  constructor(
    private readonly clock: ServiceClock,
    private readonly mailbox: Mailbox,
    private readonly newCode: () => string = randomCode,
  ) {
    this.cooldown = new MailCooldown(clock);
  }

  /** Throws "Please try again after {n} seconds" while the last code to `email` is under 30 s old. */
  assertMayMail(email: string): void {
    this.cooldown.assertMayMail(email);
  }

  /** Mails a new code for `purpose` to `email`, usable by `holder` only. */
  send(purpose: CodePurpose, email: string, holder: string, subject: string): void {
    this.assertMayMail(email);
    const code = this.newCode();
    const now = this.clock.now();
    this.codes.set(`${purpose}:${email}`, {
      code,
      holder,
      expiresAt: now + SERVICE_TIMES_MS.linkLifetime,
      triesLeft: CODE_TRIES,
    });
    this.cooldown.sent(email);
    this.mailbox.send({
      to: email,
      subject,
      text: `Your code is ${code}. It works for 10 minutes. If you did not ask for it, ignore this mail.`,
      code,
      sentAt: now,
    });
  }

  /** Checks `otp` against the code mailed for `purpose` to `email`; a right code is used up. */
  verify(purpose: CodePurpose, email: string, holder: string, otp: string): void {
    const key = `${purpose}:${email}`;
    const issued = this.codes.get(key);
    if (issued === undefined || issued.holder !== holder) {
      throw new ServiceError('No code was sent for this step: ask for a new code');
    }
    if (this.clock.now() >= issued.expiresAt) {
      this.codes.delete(key);
      throw new ServiceError('This code has expired: ask for a new code');
    }
    if (sameCode(issued.code, otp.trim())) {
      this.codes.delete(key);
      return;
    }
    issued.triesLeft -= 1;
    if (issued.triesLeft > 0) {
      throw new ServiceError(
        `Wrong code: ${issued.triesLeft} ${issued.triesLeft === 1 ? 'try' : 'tries'} left`,
      );
    }
    this.codes.delete(key);
    throw new ServiceError(`Wrong code ${CODE_TRIES} times: this code no longer works, ask for a new code`);
  }
}
