import { randomBytes } from 'node:crypto';
import { type FrameContext } from '../protocol/serviceApi';
import { LongPolls } from './LongPolls';
import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { ServiceError } from './ServiceError';

/** The Farcaster account that signs in on the devstack. */
export const FARCASTER_IDENTITY = {
  fid: 20_001,
  userName: 'keyport-dev',
  displayName: 'Keyport Dev',
} as const;

export const FARCASTER_APPROVE_PATH = '/farcaster/approve';

export type FarcasterDecision = 'approve' | 'decline';

export interface FarcasterChannel {
  readonly id: string;
  readonly projectId: string;
  readonly deviceId: string;
  readonly siteName: string | undefined;
  readonly expiresAt: number;
  decision?: FarcasterDecision;
}

const DECLINED = 'The Farcaster sign-in was declined';

/**
 * Farcaster sign-ins: GET_FARCASTER_URI opens a channel and answers the address of its approval
 * page (shown to the visitor as a QR code and a link); CONNECT_FARCASTER waits on the device's
 * latest channel until the visitor approves (the Farcaster account) or declines (an error).
 */
export class FarcasterChannels {
  private readonly channels = new Map<string, FarcasterChannel>();
  /** The latest channel of each device under each project: what CONNECT_FARCASTER waits on. */
  private readonly latest = new Map<string, string>();
  private readonly polls = new LongPolls<FarcasterDecision>(
    'The Farcaster sign-in has expired: start it again',
  );

  constructor(
    private readonly clock: ServiceClock,
    private readonly serviceUrl: string,
  ) {}

  open(context: FrameContext): string {
    const id = randomBytes(24).toString('base64url');
    this.channels.set(id, {
      id,
      projectId: context.projectId,
      deviceId: context.deviceId,
      siteName: context.site?.name,
      expiresAt: this.clock.now() + SERVICE_TIMES_MS.linkLifetime,
    });
    this.latest.set(`${context.projectId}\n${context.deviceId}`, id);
    return `${this.serviceUrl}${FARCASTER_APPROVE_PATH}?channel=${id}`;
  }

  /** The channel an approval page is about; refused when unknown, expired or decided. */
  channel(id: string): FarcasterChannel {
    const found = this.channels.get(id);
    if (found === undefined)
      throw new ServiceError('This sign-in request is not known: start it again from the site');
    if (this.clock.now() >= found.expiresAt)
      throw new ServiceError('This sign-in request has expired: start it again');
    return found;
  }

  decide(id: string, decision: FarcasterDecision): void {
    const found = this.channel(id);
    if (found.decision !== undefined) throw new ServiceError('This sign-in request was answered already');
    found.decision = decision;
    this.polls.settle(id, decision);
  }

  /** CONNECT_FARCASTER: resolves once the device's latest channel is approved; declined is an error. */
  async waitForApproval(context: FrameContext): Promise<typeof FARCASTER_IDENTITY> {
    const id = this.latest.get(`${context.projectId}\n${context.deviceId}`);
    if (id === undefined)
      throw new ServiceError('No Farcaster sign-in was started: ask for its address first');
    const found = this.channel(id);
    const decision = found.decision ?? (await this.polls.wait(id));
    this.channels.delete(id);
    if (decision === 'decline') throw new ServiceError(DECLINED);
    return FARCASTER_IDENTITY;
  }

  close(): void {
    this.polls.close();
  }
}
