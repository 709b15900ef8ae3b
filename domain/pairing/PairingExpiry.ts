import { TIMING_MS } from '../constants/timing';

/** SPEC §4: "Pairing expires 4 minutes after the uri is set." */
export function pairingExpiry(uriSetAtMs: number): number {
  return uriSetAtMs + TIMING_MS.pairingLifetime;
}

/**
 * SPEC §4: a pairing "counts as expired within 10 s of expiry", so a uri is never shown (or
 * scanned) when it could die before the wallet answers. Without a uri there is nothing valid to
 * show, which counts as expired too.
 */
export function isPairingExpired(uriSetAtMs: number | undefined, nowMs: number): boolean {
  if (uriSetAtMs === undefined) {
    return true;
  }
  return pairingExpiry(uriSetAtMs) - nowMs <= TIMING_MS.pairingExpiryMargin;
}
