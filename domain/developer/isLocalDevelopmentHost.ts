/** IPv4 loopback: the whole of 127.0.0.0/8 is this machine. */
const IPV4_LOOPBACK = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Whether a page served from `hostname` (as `location.hostname` gives it) runs on the site
 * developer's own machine: `localhost` and its subdomains (`app.localhost`), the IPv4 loopback
 * addresses (`127.0.0.1`…) and the IPv6 one (`::1`, `[::1]`). Only there does the modal show the
 * developer what the SPEC §8 alerts say: anywhere else its readers are the site's visitors.
 */
export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    IPV4_LOOPBACK.test(host) ||
    host === '::1' ||
    host === '[::1]'
  );
}
