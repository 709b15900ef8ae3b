import { isIP } from 'node:net';
import dns, { type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';

/**
 * The tests run offline (ARCHITECTURE "Tests"): everything they talk to listens on the loopback,
 * yet many of them configure a name that is never reached (`https://eth.example/rpc`) or keep a
 * public default (the Blockchain API's host) and let a request fail. Where the resolver answers at
 * once, that failure is instant; where it never answers, every such lookup holds one of libuv's four
 * threads for the resolver's whole timeout, and a worker with a queue of them can no longer resolve
 * `localhost` or read a file asynchronously. So in a test process names are resolved here, without
 * the system's resolver: `localhost` (and `*.localhost`) is the loopback, an address is itself, and
 * any other name fails at once, as it does offline.
 *
 * Loaded by jest for every test file (`setupFiles`) and with `-r` by the tests that start a Node
 * process of the product's own.
 */
const INSTALLED = Symbol.for('keyport.tests.offlineNetwork');

function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (tests resolve loopback names only)`), {
    code: 'ENOTFOUND',
    errno: -3008,
    syscall: 'getaddrinfo',
    hostname,
  });
}

/** An address as itself, a loopback name as the loopback; any other name is not found. */
function resolveOffline(hostname: string, family: number): LookupAddress[] {
  const literal = isIP(hostname);
  if (literal !== 0) return [{ address: hostname, family: literal }];
  if (!isLoopbackName(hostname)) throw notFound(hostname);
  return family === 6 ? [{ address: '::1', family: 6 }] : [{ address: '127.0.0.1', family: 4 }];
}

/** The address family asked for as a number (0: either), whichever way the caller said it. */
function familyOf(family: LookupOptions['family']): number {
  return family === 'IPv6' ? 6 : family === 'IPv4' ? 4 : (family ?? 0);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void;

function offlineLookup(hostname: string, ...rest: unknown[]): void {
  const callback = rest.at(-1) as LookupCallback;
  const given = rest.length > 1 ? rest[0] : undefined;
  const options: LookupOptions =
    typeof given === 'number' ? { family: given } : ((given ?? {}) as LookupOptions);
  process.nextTick(() => {
    try {
      const addresses = resolveOffline(hostname, familyOf(options.family));
      if (options.all === true) callback(null, addresses);
      else callback(null, addresses[0]?.address, addresses[0]?.family);
    } catch (error) {
      callback(error as NodeJS.ErrnoException);
    }
  });
}

async function offlinePromisesLookup(
  hostname: string,
  options: number | LookupOptions | LookupAllOptions = {},
): Promise<LookupAddress | LookupAddress[]> {
  const { family, all = false } = typeof options === 'number' ? { family: options } : options;
  const addresses = resolveOffline(hostname, familyOf(family));
  return all ? addresses : (addresses[0] as LookupAddress);
}

export function installOfflineNetwork(): void {
  const target = dns as unknown as Record<symbol, boolean | undefined>;
  if (target[INSTALLED] === true) return;
  target[INSTALLED] = true;
  Object.assign(dns, { lookup: offlineLookup });
  Object.assign(dns.promises, { lookup: offlinePromisesLookup });
}

installOfflineNetwork();
