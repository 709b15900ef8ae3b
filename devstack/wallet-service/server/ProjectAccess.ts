import { FRAME_ERRORS, type FrameRequest } from '../protocol/frameProtocol';

/** Origins any loopback page may have, on any port: what the demo project allows. */
export const LOOPBACK_ORIGINS: readonly string[] = [
  'http://127.0.0.1:*',
  'http://localhost:*',
  'http://[::1]:*',
];

export interface WalletServiceProject {
  /** Exact origins (`https://shop.example`), or with any port (`http://127.0.0.1:*`). */
  readonly allowedOrigins: readonly string[];
}

/** The SPEC §8 refusals a project can be switched to answer every request with. */
export const REFUSALS = {
  originNotAllowed: FRAME_ERRORS.originNotAllowed,
  jwtNotYetValid: FRAME_ERRORS.jwtNotYetValid,
  invalidKey: FRAME_ERRORS.invalidKey,
  unverifiedDomain: FRAME_ERRORS.unverifiedDomain,
} as const;

export type Refusal = keyof typeof REFUSALS;

/** Failures on demand for one project, so a site's handling of each can be tested for real. */
export interface FailureSettings {
  /** Every request of the project answers this SPEC §8 error. */
  readonly refuse?: Refusal;
  /** The frame loads but never says READY. */
  readonly neverReady?: boolean;
  /** Requests of these types are never answered. */
  readonly silentRequests?: readonly FrameRequest[];
}

function originMatches(pattern: string, origin: string): boolean {
  if (!pattern.endsWith(':*')) return pattern === origin;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return `${parsed.protocol}//${parsed.hostname}:*` === pattern && parsed.origin === origin;
}

/** What a request gets before it is handled: nothing in the way, a refusal, or no answer at all. */
export type Gate = { readonly pass: true } | { readonly refusal: string } | { readonly silent: true };

/**
 * The projects the service knows, the origins each may be used from, and the failures switched
 * on for each (configured at start, changed by `POST /admin/failures`).
 */
export class ProjectAccess {
  private readonly failures: Map<string, FailureSettings>;

  constructor(
    private readonly projects: Readonly<Record<string, WalletServiceProject>>,
    failures: Readonly<Record<string, FailureSettings>> = {},
  ) {
    this.failures = new Map(Object.entries(failures));
  }

  failuresOf(projectId: string): FailureSettings {
    return this.failures.get(projectId) ?? {};
  }

  setFailures(projectId: string, settings: FailureSettings): void {
    this.failures.set(projectId, settings);
  }

  isOriginAllowed(projectId: string, origin: string): boolean {
    const project = Object.prototype.hasOwnProperty.call(this.projects, projectId)
      ? this.projects[projectId]
      : undefined;
    return project?.allowedOrigins.some((pattern) => originMatches(pattern, origin)) ?? false;
  }

  gate(projectId: string, origin: string, request: FrameRequest): Gate {
    const failures = this.failuresOf(projectId);
    if (failures.silentRequests?.includes(request)) return { silent: true };
    if (failures.refuse !== undefined) return { refusal: REFUSALS[failures.refuse] };
    if (!Object.prototype.hasOwnProperty.call(this.projects, projectId))
      return { refusal: FRAME_ERRORS.invalidKey };
    if (!this.isOriginAllowed(projectId, origin)) return { refusal: FRAME_ERRORS.originNotAllowed };
    return { pass: true };
  }
}
