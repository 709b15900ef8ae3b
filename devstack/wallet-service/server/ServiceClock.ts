/** The wallet service's time, in ms since 1970; tests move it to expire codes and sessions. */
export interface ServiceClock {
  now(): number;
}

export const SYSTEM_CLOCK: ServiceClock = { now: () => Date.now() };

/** How long the service's one-time things last (defaults; sessions are configurable). */
export const SERVICE_TIMES_MS = {
  /** A mailed code, a device link, a social login's state and a Farcaster channel. */
  linkLifetime: 10 * 60_000,
  /** SPEC §5: no new code to the same address within 30 s of the last. */
  codeResendCooldown: 30_000,
  session: 24 * 60 * 60_000,
} as const;
