import { randomBytes } from 'node:crypto';
import { type ServiceClock } from './ServiceClock';

export interface Session {
  readonly token: string;
  readonly userId: string;
  readonly projectId: string;
  chainId: number;
  readonly expiresAt: number;
}

/**
 * Logged-in sessions: a random token (the frame keeps it and hands it to the site with
 * SESSION_UPDATE), a user, the project it was started under, and the chain the wallet is on. A
 * session lasts its lifetime (24 h by default) and is valid only under its own project.
 */
export class Sessions {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly clock: ServiceClock,
    private readonly lifetimeMs: number,
  ) {}

  start(userId: string, projectId: string, chainId: number): Session {
    const session: Session = {
      token: randomBytes(32).toString('base64url'),
      userId,
      projectId,
      chainId,
      expiresAt: this.clock.now() + this.lifetimeMs,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session of this token under this project; an expired one is forgotten. */
  find(token: string | undefined, projectId: string): Session | undefined {
    if (token === undefined) return undefined;
    const session = this.sessions.get(token);
    if (session === undefined) return undefined;
    if (this.clock.now() >= session.expiresAt) {
      this.sessions.delete(token);
      return undefined;
    }
    return session.projectId === projectId ? session : undefined;
  }

  end(token: string): void {
    this.sessions.delete(token);
  }
}
