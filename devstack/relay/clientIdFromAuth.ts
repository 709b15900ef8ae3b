import { randomUUID } from 'node:crypto';

/**
 * The client id a connection speaks for. Clients put a signed JWT in the `auth` query parameter whose
 * issuer is their `did:key`; the relay reads the issuer (it does not verify the signature: nothing here
 * is secret). A connection without a readable token gets an id of its own.
 */
export function clientIdFromAuth(requestUrl: string | undefined): string {
  const auth = new URL(requestUrl ?? '/', 'ws://127.0.0.1').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (payload !== undefined) {
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (
        typeof claims === 'object' &&
        claims !== null &&
        'iss' in claims &&
        typeof claims.iss === 'string'
      ) {
        return claims.iss;
      }
    } catch {
      // An unreadable token is treated like no token.
    }
  }
  return `anonymous:${randomUUID()}`;
}
