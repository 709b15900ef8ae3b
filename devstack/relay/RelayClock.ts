/** Where the relay reads the time: real time by default, a settable one in tests of message expiry. */
export interface RelayClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: RelayClock = { now: () => Date.now() };
