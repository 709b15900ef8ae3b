import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** One HTTP answer of the stand-in. */
export interface VerifyAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** How long a token and the public key stay valid, in seconds. */
const TOKEN_LIFETIME_S = 300;
const KEY_LIFETIME_S = 24 * 60 * 60;

/** The order of P-256: a signature's s above half of it is folded down (low-S form). */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

function base64Url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

function lowS(signature: Buffer): Buffer {
  const s = BigInt(`0x${signature.subarray(32).toString('hex')}`);
  if (s <= P256_ORDER / 2n) return signature;
  const folded = Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex');
  return Buffer.concat([signature.subarray(0, 32), folded]);
}

const json = (status: number, value: unknown): VerifyAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

const NOT_FOUND: VerifyAnswer = { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' };

/**
 * A stand-in for WalletConnect's Verify service (https://verify.walletconnect.org), which the
 * sign-client consults on every session proposal and request. Offline, the real one cannot be
 * reached, and the SDK then stalls: the dapp side waits 5 s per proposal and request for an
 * attestation from a Verify iframe that never loads, and a wallet given an attestation waits for
 * Verify's public key forever. The devstack serves this over HTTP (`startVerifyStandIn`), and the
 * demo, the demo wallet and the tests are configured with its URL (`apiUrls.walletConnectVerify`),
 * so pairing runs at relay speed and the product's code path is exactly the one visitors get.
 *
 * It plays the whole protocol, with a key pair of its own:
 * - `/v3/attestation?origin=…&id=…` (the hidden iframe): a page that posts to its parent an
 *   ES256 token saying that message `id` came from `origin`, as the real iframe does;
 * - `/v3/public-key`: the P-256 public key (JWK) wallets check those tokens with;
 * - anything else (attestation lookups by hash, the v2 API): 404, answered at once.
 * The devstack project accepts every local origin, so the origin asked about is the verified one.
 */
export class VerifyStandIn {
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { kty: string; crv: string; x: string; y: string };

  constructor() {
    this.privateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwk = this.privateKey.export({ format: 'jwk' });
    this.publicJwk = { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  /** A signed token: message `id` was sent by a page of `origin`. */
  attestation(id: string, origin: string, nowSeconds: number): string {
    const header = base64Url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }));
    const payload = base64Url(
      JSON.stringify({ id, origin, isScam: false, isVerified: true, exp: nowSeconds + TOKEN_LIFETIME_S }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
      key: this.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${header}.${payload}.${base64Url(lowS(signature))}`;
  }

  /** The answer to a request for `url` (absolute, or a path with its query) on the Verify host. */
  answer(url: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyAnswer {
    const parsed = new URL(url, 'http://verify.invalid');
    if (parsed.pathname === '/v3/public-key') {
      return json(200, { publicKey: this.publicJwk, expiresAt: nowSeconds + KEY_LIFETIME_S });
    }
    const id = parsed.searchParams.get('id');
    const origin = parsed.searchParams.get('origin');
    if (parsed.pathname === '/v3/attestation' && id !== null && origin !== null && /^[0-9a-f]+$/i.test(id)) {
      const message = JSON.stringify({
        type: 'verify_attestation',
        attestation: this.attestation(id, origin, nowSeconds),
      });
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><body><script>parent.postMessage(${JSON.stringify(message)}, '*');</script></body></html>`,
      };
    }
    return NOT_FOUND;
  }
}
