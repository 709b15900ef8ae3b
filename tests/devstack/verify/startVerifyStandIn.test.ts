import { launchBrowser } from '../../browser/support/launchBrowser';
import { type RunningVerifyStandIn, startVerifyStandIn } from '../../../devstack/verify/startVerifyStandIn';

const ID = 'ab'.repeat(32);

/**
 * The Verify stand-in over HTTP (`apiUrls.walletConnectVerify` of every local setup): it must answer
 * as the real service does for what the sign-client asks of it, from any origin, at once.
 */
describe('Verify stand-in server (what the SDK reaches by configuration on the devstack)', () => {
  let verify: RunningVerifyStandIn;

  beforeAll(async () => {
    verify = await startVerifyStandIn();
  });
  afterAll(async () => {
    await verify?.close();
  });

  it('listens on 127.0.0.1 only', () => {
    expect(verify.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the public key to any origin, as the real service does (CORS *)', async () => {
    const response = await fetch(`${verify.url}/v3/public-key`, {
      headers: { origin: 'http://127.0.0.1:8553' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ publicKey: { kty: 'EC', crv: 'P-256' } });
  });

  it('answers a preflight, refuses writes, and answers unknown paths 404 at once', async () => {
    const preflight = await fetch(`${verify.url}/v3/public-key`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${verify.url}/v3/public-key`, { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await fetch(`${verify.url}/attestation/${ID}?v2Supported=true`)).status).toBe(404);
  });

  it('the attestation page, in a frame of a site, posts its token to the parent as the real iframe does', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const frameUrl = `${verify.url}/v3/attestation?projectId=p&origin=${encodeURIComponent('http://127.0.0.1:3000')}&id=${ID}&decryptedId=cd`;
      await page.setContent('<!doctype html><title>site</title>');
      const posted = await page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            window.addEventListener('message', (event) => resolve(String(event.data)));
            const frame = document.createElement('iframe');
            frame.src = src;
            document.body.append(frame);
          }),
        frameUrl,
      );
      const message = JSON.parse(posted) as { type: string; attestation: string };
      expect(message.type).toBe('verify_attestation');
      const payload = JSON.parse(
        Buffer.from(message.attestation.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as Record<string, unknown>;
      expect(payload).toMatchObject({ id: ID, origin: 'http://127.0.0.1:3000', isVerified: true });
    } finally {
      await browser.close();
    }
  }, 30_000);

  it('frees its port on close', async () => {
    const second = await startVerifyStandIn();
    const { port } = new URL(second.url);
    await second.close();
    const again = await startVerifyStandIn({ port: Number(port) });
    await again.close();
  });
});
