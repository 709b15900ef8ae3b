import { FrameClient } from '../../../../application/embedded/FrameClient';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { REQUESTS_WITH_TIMEOUT } from '../../../../domain/embedded/frameRequestTimeouts';
import { settleFully } from '../../../support/createTestCore';
import { createEmbeddedTestCore, type EmbeddedTestCore } from '../../../support/embeddedWallet';

let warn: jest.SpyInstance;

// Alerts are told to the developer on the console; here they are read from the instance.
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

async function clientOf(setup: Parameters<typeof createEmbeddedTestCore>[0] = {}) {
  const t = createEmbeddedTestCore(setup);
  await t.login();
  return { t, client: t.get(FrameClient) };
}

/** Lets the frame load and become ready (READY, then 500 ms) for a request already under way. */
async function ready(t: EmbeddedTestCore): Promise<void> {
  await settleFully();
  t.clock.advance(500);
  await settleFully();
}

function alertCodes(t: EmbeddedTestCore): string[] {
  return t.core.getAlerts().map((alert) => alert.code);
}

describe('SPEC §4 frame readiness: READY, then a further 500 ms', () => {
  it('SPEC §4: nothing is posted before READY and 500 ms more; the frame loads on first use only', async () => {
    const { t, client } = await clientOf();
    t.frame.readyOnLoad = false;
    expect(t.frame.loads).toEqual([]);
    const answer = client.request('GET_CHAIN_ID', undefined);
    await settleFully();
    expect(t.frame.loads).toEqual([
      'https://secure.walletconnect.org/sdk?projectId=test-project&chainId=1&version=4&enableLogger=true',
    ]);
    expect(client.frameStatus).toBe('loading');
    t.clock.advance(5_000);
    expect(t.frame.posted).toEqual([]);

    t.frame.ready();
    t.clock.advance(499);
    await settleFully();
    expect(t.frame.posted).toEqual([]);
    t.clock.advance(1);
    await settleFully();
    expect(client.frameStatus).toBe('ready');
    expect(t.frame.postedOf('GET_CHAIN_ID')).toHaveLength(1);
    await expect(answer).resolves.toEqual({ chainId: 1 });
    await t.core.destroy();
  });

  it('SPEC §9 load limit: no READY within 20 s raises IFRAME_LOAD_FAILED and iframe_load_failed, and the frame loads afresh next time', async () => {
    const { t, client } = await clientOf();
    t.frame.readyOnLoad = false;
    const answer = client.request('CONNECT_EMAIL', { email: 'ada@example.com' } as never);
    answer.catch(() => undefined);
    await settleFully();
    t.clock.advance(19_999);
    await settleFully();
    expect(alertCodes(t)).not.toContain('IFRAME_LOAD_FAILED');
    t.clock.advance(1);
    await expect(answer).rejects.toMatchObject({
      code: 'OPERATION_ABORTED',
      shortMessage: 'Something went wrong',
    });
    expect(alertCodes(t)).toContain('IFRAME_LOAD_FAILED');
    expect(t.core.getAlerts()).toContainEqual(ALERTS.IFRAME_LOAD_FAILED);
    expect(t.core.getEvent().data).toEqual({ type: 'error', event: 'iframe_load_failed', properties: {} });
    expect(client.frameStatus).toBe('failed');
    expect(t.frame.unloads).toBe(1);
    expect(t.frame.posted).toEqual([]);

    t.frame.readyOnLoad = true;
    const again = client.request('GET_CHAIN_ID', undefined);
    await ready(t);
    await expect(again).resolves.toEqual({ chainId: 1 });
    expect(t.frame.loads).toHaveLength(2);
    await t.core.destroy();
  });

  it('SPEC §9: theme, site data and account preference wait for the frame without the load limit', async () => {
    const { t, client } = await clientOf();
    t.frame.readyOnLoad = false;
    let synced = false;
    void client.request('SYNC_THEME', { themeMode: 'light' }).then(() => (synced = true));
    await settleFully();
    t.clock.advance(60_000);
    await settleFully();
    expect(alertCodes(t)).toEqual([]);
    expect(synced).toBe(false);
    t.frame.ready();
    await ready(t);
    expect(synced).toBe(true);
    await t.core.destroy();
  });
});

describe('SPEC §7 requests and answers: a random id, one answer with that id', () => {
  it('REFERENCE §4: each request has its own short random id; the answer of another id is not taken', async () => {
    const { t, client } = await clientOf();
    t.service.on('GET_CHAIN_ID', 'silence');
    const first = client.request('GET_CHAIN_ID', undefined);
    const second = client.request('GET_CHAIN_ID', undefined);
    await ready(t);
    const [a, b] = t.frame.postedOf('GET_CHAIN_ID');
    expect(a?.id).not.toBe(b?.id);
    expect(a?.id).toMatch(/^[\w]{1,16}$/);
    let firstAnswer: unknown;
    void first.then((value) => (firstAnswer = value));
    t.frame.emit({ id: b?.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 2 } });
    await settleFully();
    expect(firstAnswer).toBeUndefined();
    await expect(second).resolves.toEqual({ chainId: 2 });
    t.frame.emit({ id: a?.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 3 } });
    await expect(first).resolves.toEqual({ chainId: 3 });
    await t.core.destroy();
  });

  it('REFERENCE §4: one-shot: a late duplicate answer changes nothing, and an answer of another request type with the id is not taken', async () => {
    const { t, client } = await clientOf();
    t.service.on('GET_CHAIN_ID', 'silence');
    const answer = client.request('GET_CHAIN_ID', undefined);
    await ready(t);
    const [request] = t.frame.postedOf('GET_CHAIN_ID');
    t.frame.emit({
      id: request?.id,
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      payload: { isConnected: true },
    });
    t.frame.emit({ id: request?.id, type: '@w3m-frame/GET_CHAIN_ID_ERROR', payload: { message: 'first' } });
    t.frame.emit({ id: request?.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 5 } });
    await expect(answer).rejects.toMatchObject({ shortMessage: 'first' });
    await t.core.destroy();
  });

  it('SPEC §5: malformed frame messages are counted and ignored, never thrown at the page', async () => {
    const { t, client } = await clientOf();
    t.service.on('GET_CHAIN_ID', 'silence');
    const answer = client.request('GET_CHAIN_ID', undefined);
    await ready(t);
    const [request] = t.frame.postedOf('GET_CHAIN_ID');
    const before = client.ignoredMessages;
    for (const junk of [
      'hello',
      null,
      { type: 42 },
      { id: request?.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: {} } },
      { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
      { id: request?.id, type: '@w3m-frame/NOT_A_THING_SUCCESS' },
    ]) {
      t.frame.emit(junk);
    }
    await settleFully();
    expect(client.ignoredMessages - before).toBe(6);
    t.frame.emit({ id: request?.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 10 } });
    await expect(answer).resolves.toEqual({ chainId: 10 });
    await t.core.destroy();
  });

  it('SPEC §5: an invalid request throws INVALID_APP_EVENT before it is posted, without loading the frame', async () => {
    const { t, client } = await clientOf();
    await expect(client.request('SET_PREFERRED_ACCOUNT', { type: 'cold' } as never)).rejects.toMatchObject({
      code: 'INVALID_APP_EVENT',
      shortMessage: 'Invalid message to the embedded wallet',
    });
    await expect(client.request('CONNECT_OTP', { otp: 42 } as never)).rejects.toMatchObject({
      code: 'INVALID_APP_EVENT',
    });
    expect(t.frame.loads).toEqual([]);
    expect(t.frame.posted).toEqual([]);
    await t.core.destroy();
  });

  it("SPEC §3: a session update's token is kept", async () => {
    const { t, client } = await clientOf();
    const answer = client.request('GET_CHAIN_ID', undefined);
    await ready(t);
    await answer;
    t.frame.emit({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt-1' } });
    expect(t.storage.getItem('@keyport-wallet/SESSION_TOKEN_KEY')).toBe('"jwt-1"');
    await t.core.destroy();
  });
});

describe('SPEC §9 login request limit: 30 s for the login requests, none for RPC', () => {
  it.each(REQUESTS_WITH_TIMEOUT)(
    'SPEC §9: %s unanswered for 30 s raises IFRAME_REQUEST_TIMEOUT and iframe_request_timeout',
    async (name) => {
      const { t, client } = await clientOf();
      t.service.on(name, 'silence');
      const payloads: Record<string, unknown> = {
        CONNECT_EMAIL: { email: 'ada@example.com' },
        CONNECT_OTP: { otp: '1' },
        CONNECT_SOCIAL: { uri: 'https://back.example' },
        GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
      };
      const answer = client.request(name, payloads[name] as never);
      answer.catch(() => undefined);
      await ready(t);
      t.clock.advance(29_999);
      await settleFully();
      expect(alertCodes(t)).toEqual([]);
      t.clock.advance(1);
      await expect(answer).rejects.toMatchObject({ code: 'OPERATION_ABORTED' });
      expect(alertCodes(t)).toEqual(['IFRAME_REQUEST_TIMEOUT']);
      expect(t.core.getEvent().data).toEqual({
        type: 'error',
        event: 'iframe_request_timeout',
        properties: { request: name },
      });
      await t.core.destroy();
    },
  );

  it('SPEC §9: an RPC request waits as long as the visitor takes', async () => {
    const { t, client } = await clientOf();
    t.service.on('RPC_REQUEST', 'silence');
    let settled = false;
    const answer = client.request('RPC_REQUEST', { method: 'eth_blockNumber' });
    void answer.then(
      () => (settled = true),
      () => (settled = true),
    );
    await ready(t);
    t.clock.advance(10 * 60_000);
    await settleFully();
    expect(settled).toBe(false);
    expect(alertCodes(t)).toEqual([]);
    const [request] = t.frame.postedOf('RPC_REQUEST');
    t.frame.emit({ id: request?.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x10' });
    await expect(answer).resolves.toBe('0x10');
    await t.core.destroy();
  });
});

describe("SPEC §8 the frame's errors", () => {
  it.each([
    ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED', 'Session Expired'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID', 'Invalid App Configuration'],
    ['Unauthorized: unverified domain', 'UNVERIFIED_DOMAIN', 'Invalid App Configuration'],
  ])('SPEC §8: the server message "%s" raises %s', async (message, code, title) => {
    const { t, client } = await clientOf();
    t.service.on('GET_CHAIN_ID', { error: `Error: ${message}` });
    const answer = client.request('GET_CHAIN_ID', undefined);
    answer.catch(() => undefined);
    await ready(t);
    await expect(answer).rejects.toMatchObject({
      code: 'EMBEDDED_FRAME_REQUEST_FAILED',
      shortMessage: title,
    });
    expect(alertCodes(t)).toEqual([code]);
    await t.core.destroy();
  });

  it('SPEC §8: any other error is thrown with the frame\'s message, or "An error occurred"', async () => {
    const { t, client } = await clientOf();
    t.service.on('GET_CHAIN_ID', { error: 'Network unreachable' });
    const answer = client.request('GET_CHAIN_ID', undefined);
    answer.catch(() => undefined);
    await ready(t);
    await expect(answer).rejects.toMatchObject({
      code: 'EMBEDDED_FRAME_REQUEST_FAILED',
      shortMessage: 'Network unreachable',
    });
    t.service.on('GET_CHAIN_ID', { error: undefined });
    await expect(client.request('GET_CHAIN_ID', undefined)).rejects.toMatchObject({
      shortMessage: 'An error occurred',
    });
    expect(alertCodes(t)).toEqual([]);
    await t.core.destroy();
  });
});
