/** One mail the service sent: kept for `GET /mailbox` and printed on the devstack's console. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The one-time code it carries, if any. */
  readonly code?: string;
  /** The link it carries (a device approval), if any. */
  readonly link?: string;
  readonly sentAt: number;
}

/** The most mails kept; older ones are dropped first, so a long-running devstack stays small. */
const MAILS_KEPT = 1_000;

/**
 * The devstack's mail: nothing leaves the machine. Every mail is kept (newest last) for the tests
 * and the person trying the demo, and handed to `onMail` (the console) as it is sent.
 */
export class Mailbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly onMail: (mail: Mail) => void = () => undefined) {}

  send(mail: Mail): void {
    this.mails.push(mail);
    if (this.mails.length > MAILS_KEPT) this.mails.shift();
    this.onMail(mail);
  }

  /** The mails to `to` (any case), oldest first; every mail without `to`. */
  list(to?: string): readonly Mail[] {
    const wanted = to?.trim().toLowerCase();
    return wanted === undefined ? [...this.mails] : this.mails.filter((mail) => mail.to === wanted);
  }
}

/** The console line a person trying the demo logs in with. */
export function mailLine(mail: Mail): string {
  const what =
    mail.code !== undefined
      ? `code ${mail.code}`
      : mail.link !== undefined
        ? `open ${mail.link}`
        : mail.subject;
  return `mail to ${mail.to}: ${what}`;
}
