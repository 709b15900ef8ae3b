import { unsignedAttestation, VERIFY_ORIGIN, verifyAnswer } from '../../../devstack/verify/verifyAnswer';

const ID = 'ab'.repeat(32);

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Verify stand-in (issue: a supported way around the offline Verify lookup)', () => {
  it('the attestation iframe page posts a verify_attestation for the message id it was asked about', () => {
    const answer = verifyAnswer(
      `${VERIFY_ORIGIN}/v3/attestation?projectId=p&origin=http%3A%2F%2F127.0.0.1%3A3000&id=${ID}&decryptedId=cd`,
      1_000,
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/html/);
    const posted = /parent\.postMessage\((".*"), '\*'\)/.exec(answer.body)?.[1];
    const message = JSON.parse(JSON.parse(posted ?? '""') as string) as { type: string; attestation: string };
    expect(message.type).toBe('verify_attestation');
    const [header, payload, signature] = message.attestation.split('.');
    expect(decodePart(header)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decodePart(payload)).toEqual({
      id: ID,
      origin: 'http://127.0.0.1:3000',
      isScam: false,
      isVerified: false,
      exp: 1_300,
    });
    expect(signature).toBe('');
  });

  it('anything else is answered 404 at once: the public key, attestation lookups, a malformed id', () => {
    expect(verifyAnswer(`${VERIFY_ORIGIN}/v3/public-key`).status).toBe(404);
    expect(verifyAnswer(`${VERIFY_ORIGIN}/attestation/${ID}?v2Supported=true`).status).toBe(404);
    expect(verifyAnswer(`${VERIFY_ORIGIN}/v3/attestation?id=<script>`).status).toBe(404);
    expect(verifyAnswer(`${VERIFY_ORIGIN}/v3/attestation`).status).toBe(404);
  });

  it('the token expires five minutes after it is made', () => {
    expect(decodePart(unsignedAttestation(ID, '', 50).split('.')[1]).exp).toBe(350);
  });
});
