/**
 * A stand-in for WalletConnect's Verify service (https://verify.walletconnect.org), which the
 * sign-client asks about every session proposal. Offline, the dapp side of the SDK waits 5 s per
 * proposal for an attestation from a hidden Verify iframe that never loads. Browser tests answer
 * the Verify host with this instead (playwright's `route`), so pairing runs at relay speed and the
 * product's code path is the one visitors get.
 *
 * What it answers:
 * - `/v3/attestation?id=…` (the iframe): a page that posts an attestation for that message id to
 *   its parent, as the real iframe does. The token is unsigned: a wallet checking its signature
 *   finds no valid key and treats the origin as unverified (validation "UNKNOWN"), which is what
 *   a local devstack truly is.
 * - everything else (the public key, attestation lookups): 404, answered at once.
 */
export interface VerifyAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** The only origin the sign-client talks Verify with. */
export const VERIFY_ORIGIN = 'https://verify.walletconnect.org';

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned JWT whose payload names the message id the SDK asked about. */
export function unsignedAttestation(messageId: string, origin: string, nowSeconds: number): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ id: messageId, origin, isScam: false, isVerified: false, exp: nowSeconds + 300 }),
  );
  return `${header}.${payload}.`;
}

function attestationPage(attestation: string): string {
  const message = JSON.stringify(JSON.stringify({ type: 'verify_attestation', attestation }));
  return `<!doctype html><html><body><script>parent.postMessage(${message}, '*');</script></body></html>`;
}

/** The answer to a request for `url` on the Verify host. */
export function verifyAnswer(url: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyAnswer {
  const parsed = new URL(url);
  const id = parsed.searchParams.get('id');
  if (parsed.pathname === '/v3/attestation' && id !== null && /^[0-9a-f]+$/i.test(id)) {
    const origin = parsed.searchParams.get('origin') ?? '';
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: attestationPage(unsignedAttestation(id, origin, nowSeconds)),
    };
  }
  return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' };
}
