import { createHmac } from 'node:crypto';

/** The order of secp256k1: a private key must be below it (and above zero). */
const SECP256K1_ORDER = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');

/**
 * A user's key, derived from the service's secret and the user's id (HMAC-SHA256), so a restarted
 * devstack gives every user the same address again and nothing needs to be stored. The rare
 * digest that is no valid key is derived again with a counter.
 */
export function userKey(secret: string, userId: string): `0x${string}` {
  for (let round = 0; ; round += 1) {
    const digest = createHmac('sha256', secret).update(`${userId}\n${round}`).digest('hex');
    const value = BigInt(`0x${digest}`);
    if (value > 0n && value < SECP256K1_ORDER) return `0x${digest}`;
  }
}
