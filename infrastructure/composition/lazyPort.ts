/**
 * A port whose adapter loads on first use. Every method of the port must return a promise (except
 * those given in `eager`, answered at once): the first call starts loading the adapter's code, and
 * every call waits for it. This keeps adapters a visitor may never need (the blockchain API client
 * and its codecs, the explorer client) out of the code a page loads up front.
 */
export function lazyPort<T extends object>(load: () => Promise<T>, eager: Partial<T> = {}): T {
  let adapter: Promise<T> | undefined;
  return new Proxy(eager as T, {
    get(target, property, receiver) {
      if (Reflect.has(target, property)) return Reflect.get(target, property, receiver) as unknown;
      // A lazy port is not itself a promise: `await port` must give the port back.
      if (property === 'then') return undefined;
      return (...args: unknown[]) =>
        (adapter ??= load()).then((loaded) => {
          const method = Reflect.get(loaded, property) as unknown;
          if (typeof method !== 'function') throw new TypeError(`The port has no method ${String(property)}`);
          return (method as (...a: unknown[]) => unknown).apply(loaded, args);
        });
    },
  });
}
