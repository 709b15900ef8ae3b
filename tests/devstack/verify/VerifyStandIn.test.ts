import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { VerifyStandIn } from '../../../devstack/verify/VerifyStandIn';

const ID = 'ab'.repeat(32);

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function postedAttestation(html: string): string {
  const posted = /parent\.postMessage\((".*"), '\*'\)/.exec(html)?.[1];
  const message = JSON.parse(JSON.parse(posted ?? '""') as string) as { type: string; attestation: string };
  expect(message.type).toBe('verify_attestation');
  return message.attestation;
}

describe('Verify stand-in (a supported way around the offline Verify lookup)', () => {
  const verifyService = new VerifyStandIn();

  it('the attestation iframe posts an ES256 token for the message id and origin it was asked about', () => {
    const answer = verifyService.answer(
      `http://127.0.0.1:8554/v3/attestation?projectId=p&origin=http%3A%2F%2F127.0.0.1%3A3000&id=${ID}&decryptedId=cd`,
      1_000,
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/html/);
    const [header, payload] = postedAttestation(answer.body).split('.');
    expect(decodePart(header)).toEqual({ alg: 'ES256', typ: 'JWT' });
    expect(decodePart(payload)).toEqual({
      id: ID,
      origin: 'http://127.0.0.1:3000',
      isScam: false,
      isVerified: true,
      exp: 1_300,
    });
  });

  it('wallets can check the token with the public key it serves (P-256, raw low-S signature)', () => {
    const keyAnswer = verifyService.answer(`/v3/public-key`, 1_000);
    const { publicKey, expiresAt } = JSON.parse(keyAnswer.body) as {
      publicKey: JsonWebKey;
      expiresAt: number;
    };
    expect(expiresAt).toBe(1_000 + 86_400);
    expect(publicKey).toMatchObject({ kty: 'EC', crv: 'P-256' });
    const key = createPublicKey({ key: publicKey, format: 'jwk' });
    for (let round = 0; round < 20; round += 1) {
      const token = verifyService.attestation(ID, 'http://127.0.0.1:3000', 1_000 + round);
      const [header, payload, signature] = token.split('.');
      const raw = Buffer.from(signature ?? '', 'base64url');
      expect(raw).toHaveLength(64);
      const s = BigInt(`0x${raw.subarray(32).toString('hex')}`);
      expect(s <= BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551') / 2n).toBe(
        true,
      );
      expect(
        verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, raw),
      ).toBe(true);
    }
  });

  it('anything else is answered 404 at once: attestation lookups, a malformed id, a missing origin', () => {
    expect(verifyService.answer(`/attestation/${ID}?v2Supported=true`).status).toBe(404);
    expect(verifyService.answer(`/v3/attestation?origin=x&id=<script>`).status).toBe(404);
    expect(verifyService.answer(`/v3/attestation?id=${ID}`).status).toBe(404);
  });
});
