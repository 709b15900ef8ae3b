/**
 * At most one request in flight per call and arguments: whoever asks while the same request is
 * under way gets the answer of the one already sent, instead of sending another. A wallet can
 * report a thousand account or network changes in a second; each would otherwise ask the
 * blockchain API or the chain again before the SPEC §9 cache holds the first answer.
 *
 * Once the request settles the key is free again: what to keep after that is the caches' job.
 * A shared request is never aborted for one of its callers, since others may still wait for it;
 * a caller that no longer wants the answer drops it.
 */
export class SingleFlight {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  /** The answer of `request()`, or of the one already in flight for `call` with these `args`. */
  run<T>(call: string, args: readonly unknown[], request: () => Promise<T>): Promise<T> {
    const key = JSON.stringify([call, ...args]);
    const running = this.inFlight.get(key);
    if (running !== undefined) return running as Promise<T>;
    let flight: Promise<T>;
    try {
      flight = request();
    } catch (error) {
      flight = Promise.reject(error);
    }
    this.inFlight.set(key, flight);
    const land = (): void => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    };
    // The callers get `flight` itself (no extra step before they hear); this only frees the key.
    flight.then(land, land);
    return flight;
  }
}
