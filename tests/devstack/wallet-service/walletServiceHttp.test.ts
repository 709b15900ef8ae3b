import { stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { FRAME_CONFIG_ELEMENT_ID } from '../../../devstack/wallet-service/protocol/FramePageConfig';
import { type HttpFixture, START_MS, startHttpFixture, successPayload } from './httpFixture';
import { derivedKeyHex, PROJECT } from './serviceFixture';

let f: HttpFixture;
const mails: string[] = [];

beforeAll(async () => {
  f = await startHttpFixture({ onMail: (mail) => mails.push(`${mail.to} ${mail.code ?? mail.link ?? ''}`) });
}, START_MS);
afterAll(() => f?.running.close());

function frameConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

/** Logs `email` in over HTTP, the device link opened like a visitor would; answers the session token. */
async function logIn(email: string, deviceId: string): Promise<string> {
  const on = f.context({ deviceId });
  await f.api('CONNECT_EMAIL', { email }, on);
  const [linkMail] = JSON.parse((await f.get(`/mailbox?to=${encodeURIComponent(email)}`)).body_) as {
    link: string;
  }[];
  const device = f.api('CONNECT_DEVICE', undefined, on);
  const opened = await f.get(new URL(linkMail?.link ?? '').pathname + new URL(linkMail?.link ?? '').search);
  expect(opened.body_).toContain('<h1>Device approved</h1>');
  expect(await device).toEqual({ outcome: 'success' });
  const codeMail = (JSON.parse((await f.get(`/mailbox?to=${email}`)).body_) as { code?: string }[]).at(-1);
  const login = await f.api('CONNECT_OTP', { otp: codeMail?.code }, on);
  if (login.outcome !== 'success' || typeof login.session !== 'string')
    throw new Error(JSON.stringify(login));
  return login.session;
}

describe('wallet service over HTTP', () => {
  it('is addressed as http://localhost:<port> (another site than the 127.0.0.1 pages) and serves the frame at /sdk', async () => {
    expect(f.running.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(f.running.frameUrl).toBe(`${f.running.url}/sdk`);
    const page = await f.get(`/sdk?projectId=${PROJECT}&chainId=42161&version=4&enableLogger=true`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    // Any site may frame it: whether it may use it is the project's origin rule, answered per request.
    expect(policy).not.toContain('frame-ancestors');
    expect(frameConfig(page.body_)).toEqual({
      projectId: PROJECT,
      chainId: 42161,
      chains: [
        { chainId: 1, name: 'Ethereum (devstack)' },
        { chainId: 42161, name: 'Arbitrum One (devstack)' },
      ],
      version: '4',
      enableLogger: true,
      announceReady: true,
    });
    expect(frameConfig((await f.get(`/sdk?projectId=${PROJECT}&chainId=eip155:10`)).body_)).toMatchObject({
      chainId: 1,
      enableLogger: false,
    });
    expect((await f.get('/sdk?chainId=1')).status).toBe(400);
    for (const asset of ['/frame.js', '/popup.js', '/frame.css', '/pages.css']) {
      expect((await f.get(asset)).status).toBe(200);
    }
    expect((await f.get('/nothing-here')).status).toBe(404);
  });

  it('the frame’s API takes JSON from the frame’s own origin only, and names what is wrong with a body', async () => {
    const body = { context: f.context(), type: 'GET_CHAIN_ID' };
    expect(
      JSON.parse(
        (
          await f.post('/api/request', body, {
            headers: { 'content-type': 'application/json', origin: f.running.url },
          })
        ).body_,
      ),
    ).toEqual({
      outcome: 'success',
      payload: { chainId: 1 },
    });
    const fromSite = await f.post('/api/request', body, {
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
    });
    expect([fromSite.status, fromSite.body_]).toEqual([403, 'Only the wallet frame may call its service']);
    const asText = await f.post('/api/request', undefined, {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(body),
    });
    expect(asText.status).toBe(415);
    expect((await f.post('/api/request', { ...body, type: 'HELLO' })).body_).toBe(
      'Unknown request type "HELLO"',
    );
    expect(
      (await f.post('/api/request', { type: 'GET_CHAIN_ID', context: { ...f.context(), chainId: 'one' } }))
        .body_,
    ).toBe('context.chainId must be a whole number');
    expect((await f.get('/api/request')).status).toBe(405);
    expect((await f.post('/api/approve', { context: f.context() })).body_).toBe('ticket must be a string');
  });

  it('the dev mailbox keeps every mail as JSON (newest last) and hands each to the console as it is sent', async () => {
    const token = await logIn('mailbox@example.com', 'mailbox-device');
    const list = JSON.parse((await f.get('/mailbox?to=MAILBOX@example.com')).body_) as Record<
      string,
      unknown
    >[];
    expect(list).toEqual([
      expect.objectContaining({
        to: 'mailbox@example.com',
        subject: 'Approve this device',
        link: expect.stringContaining('/device/approve?token='),
      }),
      expect.objectContaining({
        to: 'mailbox@example.com',
        subject: 'Your login code',
        code: expect.stringMatching(/^\d{6}$/),
      }),
    ]);
    expect(mails.filter((line) => line.startsWith('mailbox@example.com'))).toHaveLength(2);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('Keys never leave the service: no page, script, answer or mail it serves holds a user’s or the funder’s key', async () => {
    const token = await logIn('keys@example.com', 'keys-device');
    const on = f.context({ deviceId: 'keys-device', token });
    const user = successPayload(await f.api('GET_USER', undefined, on)) as { address: `0x${string}` };
    const asked = await f.api(
      'RPC_REQUEST',
      { method: 'personal_sign', params: [stringToHex('hi'), user.address] },
      on,
    );
    if (asked.outcome !== 'approval') throw new Error(JSON.stringify(asked));
    const approved = await f.post('/api/approve', { context: on, ticket: asked.ticket });
    expect(JSON.parse(approved.body_)).toMatchObject({
      outcome: 'success',
      payload: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    });
    await f.get(`/sdk?projectId=${PROJECT}&chainId=1`);
    await f.get('/frame.js');
    await f.get('/popup.js');
    await f.get('/mailbox');

    // The key as the service derives it (HMAC of the secret and the user's id), checked against the address.
    const userKey = derivedKeyHex('email:keys@example.com');
    expect(privateKeyToAccount(`0x${userKey}`).address).toBe(user.address);
    const funderKey = '2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';
    const served = f.bodies.join('\n').toLowerCase();
    expect(served).toContain(user.address.toLowerCase());
    expect(served).not.toContain(userKey);
    expect(served).not.toContain(funderKey);
    expect(served).not.toMatch(/privatekey|secretkey|mnemonic/);
  });
});
