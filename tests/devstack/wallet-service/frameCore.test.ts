import { stringToHex } from 'viem';
import { FrameCore, STORAGE_KEYS } from '../../../devstack/wallet-service/frame/FrameCore';
import {
  type ApprovalScene,
  type FrameStore,
  type ServiceClient,
} from '../../../devstack/wallet-service/frame/FramePorts';
import { FRAME_REQUESTS, type FrameMessage } from '../../../devstack/wallet-service/protocol/frameProtocol';
import { serviceFixture, SITE } from './serviceFixture';

/** The site's window, as the frame sees it: compared by identity only. */
const PARENT = { name: 'site window' };
const OTHER_WINDOW = { name: 'another frame of the site' };

interface Posted {
  readonly message: FrameMessage;
  readonly targetOrigin: string;
}

function memoryStore(): FrameStore & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

const started: { close(): void }[] = [];
afterEach(() => started.splice(0).forEach((service) => service.close()));

function setUp(
  options: { parentOrigin?: string | undefined; service?: ServiceClient; log?: (line: string) => void } = {},
) {
  const f = serviceFixture({ newCode: () => '123456' });
  started.push(f.service);
  const posted: Posted[] = [];
  const scenes: ApprovalScene[] = [];
  const store = memoryStore();
  let reloads = 0;
  const core = new FrameCore({
    window: {
      parent: PARENT,
      postToParent: (message, targetOrigin) => posted.push({ message, targetOrigin }),
      reload: () => (reloads += 1),
    },
    store,
    service: options.service ?? {
      request: (body) => f.service.request(body),
      approve: (body) => f.service.approve(body),
    },
    screen: { render: (scene) => scenes.push(scene) },
    projectId: 'keyport-demo-project',
    chainId: 1,
    parentOrigin: 'parentOrigin' in options ? options.parentOrigin : SITE,
    newDeviceId: () => 'device-from-frame',
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  let nextId = 0;
  const send = (
    type: string,
    payload?: unknown,
    from: { source?: unknown; origin?: string } = {},
  ): string => {
    nextId += 1;
    const id = `req-${nextId}`;
    core.receive({
      data: { id, type: `@w3m-app/${type}`, ...(payload === undefined ? {} : { payload }) },
      origin: from.origin ?? SITE,
      source: 'source' in from ? from.source : PARENT,
    });
    return id;
  };
  /** The answer to request `id`, once posted. */
  const answerTo = async (id: string): Promise<FrameMessage> => {
    for (let turn = 0; turn < 200; turn += 1) {
      const found = posted.find((entry) => entry.message.id === id);
      if (found !== undefined) return found.message;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    throw new Error(`No answer to ${id}; posted: ${JSON.stringify(posted)}`);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { f, core, posted, scenes, store, send, answerTo, settle, reloads: () => reloads };
}

describe('wallet frame: REFERENCE §4 protocol', () => {
  it('says READY with its protocol version, to the site’s exact origin', () => {
    const { core, posted } = setUp();
    core.announceReady();
    expect(posted).toEqual([
      { message: { type: '@w3m-frame/READY', payload: { version: '4' } }, targetOrigin: SITE },
    ]);
  });

  it('answers every request type with X_SUCCESS or X_ERROR carrying the request’s own id', async () => {
    const { f, send, answerTo, posted } = setUp();
    for (const type of FRAME_REQUESTS) {
      const payload = type === 'RPC_REQUEST' ? { method: 'eth_chainId' } : undefined;
      const id = send(type, payload);
      if (type === 'CONNECT_FARCASTER') {
        // It waits for the visitor's answer in Farcaster (the channel GET_FARCASTER_URI opened).
        const opened = posted.find((entry) => entry.message.type === '@w3m-frame/GET_FARCASTER_URI_SUCCESS');
        const url = new URL((opened?.message.payload as { url: string }).url);
        f.service.parts.farcaster.decide(url.searchParams.get('channel') ?? '', 'decline');
      }
      const answer = await answerTo(id);
      expect([`@w3m-frame/${type}_SUCCESS`, `@w3m-frame/${type}_ERROR`]).toContain(answer.type);
      if (answer.type.endsWith('_ERROR')) expect(answer.payload).toEqual({ message: expect.any(String) });
    }
  });

  it('posts only to the site’s exact origin, never to "*"', async () => {
    const { core, send, answerTo, posted } = setUp();
    core.announceReady();
    await answerTo(send('GET_CHAIN_ID'));
    await answerTo(send('CONNECT_EMAIL', { email: 'frame@example.com' }));
    expect(posted.length).toBeGreaterThanOrEqual(3);
    expect(new Set(posted.map((entry) => entry.targetOrigin))).toEqual(new Set([SITE]));
  });

  it('ignores messages from other windows, from another origin, and anything not a known request with an id', async () => {
    const { core, posted, settle } = setUp();
    const receive = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
      core.receive({ data, origin: from.origin ?? SITE, source: 'source' in from ? from.source : PARENT });
    receive({ id: 'a', type: '@w3m-app/GET_CHAIN_ID' }, { source: OTHER_WINDOW });
    receive({ id: 'b', type: '@w3m-app/GET_CHAIN_ID' }, { source: null });
    receive({ id: 'c', type: '@w3m-app/GET_CHAIN_ID' }, { origin: 'https://evil.example' });
    receive({ id: 'd', type: '@w3m-app/HELLO' });
    receive({ id: 'e', type: '@w3m-frame/READY' });
    receive({ type: '@w3m-app/GET_CHAIN_ID' });
    receive({ id: '', type: '@w3m-app/GET_CHAIN_ID' });
    receive({ id: 7, type: '@w3m-app/GET_CHAIN_ID' });
    receive('@w3m-app/GET_CHAIN_ID');
    receive(null);
    await settle();
    expect(posted).toEqual([]);
  });

  it('without the site’s origin from the browser, it says nothing until the site’s first request names it', async () => {
    const { core, posted, send, answerTo } = setUp({ parentOrigin: undefined });
    core.announceReady();
    expect(posted).toEqual([]);
    const id = send('GET_CHAIN_ID', undefined, { origin: 'http://127.0.0.1:4000' });
    expect(await answerTo(id)).toEqual({
      id,
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      payload: { chainId: 1 },
    });
    expect(posted[0]?.targetOrigin).toBe('http://127.0.0.1:4000');
  });

  it('a site the project does not allow hears "Unauthorized: origin not allowed"', async () => {
    const { send, answerTo } = setUp({ parentOrigin: 'https://evil.example' });
    const id = send('CONNECT_EMAIL', { email: 'frame@example.com' }, { origin: 'https://evil.example' });
    expect(await answerTo(id)).toEqual({
      id,
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: 'Unauthorized: origin not allowed' },
    });
  });

  it('keeps a device id and the session token in its own storage, announces the token (SESSION_UPDATE) and forgets it on SIGN_OUT', async () => {
    const { f, send, answerTo, posted, store } = setUp();
    await answerTo(send('CONNECT_EMAIL', { email: 'frame@example.com' }));
    expect(store.values.get(STORAGE_KEYS.deviceId)).toBe('device-from-frame');
    const link = f.lastMail('frame@example.com').link ?? '';
    f.service.parts.devices.approve(new URL(link).searchParams.get('token') ?? '');
    expect((await answerTo(send('CONNECT_DEVICE'))).type).toBe('@w3m-frame/CONNECT_DEVICE_SUCCESS');
    const otp = send('CONNECT_OTP', { otp: '123456' });
    expect((await answerTo(otp)).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');
    const token = store.values.get(STORAGE_KEYS.token);
    expect(token).toMatch(/^[\w-]{43}$/);
    const update = posted.findIndex((entry) => entry.message.type === '@w3m-frame/SESSION_UPDATE');
    expect(posted[update]?.message).toEqual({ type: '@w3m-frame/SESSION_UPDATE', payload: { token } });
    expect(update).toBeLessThan(posted.findIndex((entry) => entry.message.id === otp));
    expect((await answerTo(send('GET_USER'))).payload).toMatchObject({ email: 'frame@example.com' });

    expect(await answerTo(send('SIGN_OUT'))).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS' });
    expect(store.values.has(STORAGE_KEYS.token)).toBe(false);
    // The site hands back a token it kept: the frame takes it only if it is a live session.
    expect((await answerTo(send('IS_CONNECTED', { token }))).payload).toEqual({ isConnected: false });
  });

  it('unsafe requests wait on its approval screen: Approve signs, Reject answers "User rejected the request."', async () => {
    const { f, core, send, answerTo, scenes, store, posted, settle } = setUp();
    store.set(STORAGE_KEYS.deviceId, 'device-1');
    const token = await f.logIn('signer@example.com');
    store.set(STORAGE_KEYS.token, token);
    const { address } = (await f.ok('GET_USER', undefined, f.context({ token }))) as { address: string };
    send('SYNC_DAPP_DATA', {
      metadata: { name: 'Tea Shop', url: 'https://tea.example', icons: [] },
      projectId: 'p',
    });
    send('SYNC_THEME', { themeMode: 'light', themeVariables: { '--w3m-accent': '#0a7d3b' } });
    await settle();

    const first = send('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('Pay for tea'), address],
    });
    const second = send('RPC_REQUEST', { method: 'personal_sign', params: [stringToHex('Second'), address] });
    await settle();
    expect(posted.some((entry) => entry.message.id === first || entry.message.id === second)).toBe(false);
    expect(scenes.at(-1)).toMatchObject({
      current: {
        id: first,
        request: { method: 'personal_sign', preview: { kind: 'message', text: 'Pay for tea' } },
      },
      waiting: 1,
      site: { name: 'Tea Shop', url: 'https://tea.example' },
      theme: { mode: 'light', accent: '#0a7d3b' },
    });

    await core.approve();
    expect(await answerTo(first)).toEqual({
      id: first,
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      payload: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    });
    expect(scenes.at(-1)?.current?.id).toBe(second);
    core.reject();
    expect(await answerTo(second)).toEqual({
      id: second,
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.' },
    });
    expect(scenes.at(-1)?.current).toBeUndefined();
  });

  it('RPC_ABORT drops every request waiting for the visitor ("Request was aborted"); safe ones never waited', async () => {
    const { f, send, answerTo, scenes, store, settle } = setUp();
    store.set(STORAGE_KEYS.deviceId, 'device-1');
    const token = await f.logIn('abort@example.com');
    store.set(STORAGE_KEYS.token, token);
    const { address } = (await f.ok('GET_USER', undefined, f.context({ token }))) as { address: string };
    const safe = send('RPC_REQUEST', { method: 'eth_chainId' });
    expect(await answerTo(safe)).toEqual({
      id: safe,
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      payload: '0x1',
    });
    const waiting = [
      send('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', address] }),
      send('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to: address }] }),
    ];
    await settle();
    const abort = send('RPC_ABORT');
    expect(await answerTo(abort)).toEqual({ id: abort, type: '@w3m-frame/RPC_ABORT_SUCCESS' });
    for (const id of waiting) {
      expect(await answerTo(id)).toEqual({
        id,
        type: '@w3m-frame/RPC_REQUEST_ERROR',
        payload: { message: 'Request was aborted' },
      });
    }
    expect(scenes.at(-1)?.current).toBeUndefined();
    const unknown = send('RPC_REQUEST', { method: 'eth_sign', params: [] });
    expect((await answerTo(unknown)).payload).toEqual({ message: 'Requested RPC call is not allowed' });
  });

  it('RELOAD answers, then reloads the frame', async () => {
    const { send, answerTo, reloads } = setUp();
    expect((await answerTo(send('RELOAD'))).type).toBe('@w3m-frame/RELOAD_SUCCESS');
    expect(reloads()).toBe(1);
  });

  it('a request switched to silent is never answered; a server that cannot be reached is an error answer', async () => {
    const silent = setUp();
    silent.f.service.parts.access.setFailures('keyport-demo-project', { silentRequests: ['GET_USER'] });
    silent.send('GET_USER');
    await silent.settle();
    expect(silent.posted).toEqual([]);

    const down = setUp({
      service: {
        request: () => Promise.reject(new TypeError('Failed to fetch')),
        approve: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    const id = down.send('GET_CHAIN_ID');
    expect(await down.answerTo(id)).toEqual({
      id,
      type: '@w3m-frame/GET_CHAIN_ID_ERROR',
      payload: { message: 'The wallet service could not be reached: Failed to fetch' },
    });
  });

  it('enableLogger: each message in and out is logged by direction, type and id, never with its payload', async () => {
    const lines: string[] = [];
    const { f, send, answerTo, store } = setUp({ log: (line) => lines.push(line) });
    store.set(STORAGE_KEYS.deviceId, 'device-1');
    await f.logIn('logged@example.com');
    f.clock.advance(60_000);
    const id = send('CONNECT_EMAIL', { email: 'logged@example.com' });
    await answerTo(id);
    const otp = send('CONNECT_OTP', { otp: '123456' });
    await answerTo(otp);
    expect(lines).toEqual([
      `← @w3m-app/CONNECT_EMAIL ${id}`,
      `→ @w3m-frame/CONNECT_EMAIL_SUCCESS ${id}`,
      `← @w3m-app/CONNECT_OTP ${otp}`,
      '→ @w3m-frame/SESSION_UPDATE',
      `→ @w3m-frame/CONNECT_OTP_SUCCESS ${otp}`,
    ]);
  });
});
