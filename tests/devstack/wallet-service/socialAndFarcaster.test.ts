import { POPUP_CONFIG_ELEMENT_ID } from '../../../devstack/wallet-service/protocol/PopupConfig';
import { type HttpFixture, START_MS, startHttpFixture, successPayload } from './httpFixture';
import { SITE } from './serviceFixture';

let f: HttpFixture;

beforeAll(async () => {
  f = await startHttpFixture();
}, START_MS);
afterAll(() => f?.running.close());

const site = { name: 'Shop <b>bold</b>', url: SITE };

async function redirectUri(provider: string, deviceId = 'device-1'): Promise<string> {
  const answer = await f.api('GET_SOCIAL_REDIRECT_URI', { provider }, f.context({ deviceId, site }));
  return (successPayload(answer) as { uri: string }).uri;
}

/** The visitor picks account `index` on the provider page: the callback address the popup lands on. */
async function choose(uri: string, index: number): Promise<string> {
  const { pathname, searchParams } = new URL(uri);
  const chosen = await f.post(pathname.replace(/authorize$/, 'choose'), undefined, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: searchParams.get('state') ?? '', account: String(index) }).toString(),
  });
  expect(chosen.status).toBe(303);
  return chosen.headers.get('location') ?? '';
}

function popupConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${POPUP_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('wallet service: social login through the provider page', () => {
  it('GET_SOCIAL_REDIRECT_URI answers a provider page of this service; it offers 3 test accounts and Cancel, and cannot be framed', async () => {
    const uri = await redirectUri('google');
    expect(uri).toMatch(new RegExp(`^${f.running.url}/social/google/authorize\\?state=[\\w-]{32}$`));
    const page = await f.get(uri.slice(f.running.url.length));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.body_).toContain('<title>Sign in with Google</title>');
    expect(page.body_.match(/data-testid="social-account"/g)).toHaveLength(3);
    expect(page.body_).toContain('ada.lovelace@gmail.example');
    // The site's name is text, never markup.
    expect(page.body_).toContain('Shop &lt;b&gt;bold&lt;/b&gt;');
    expect(page.body_).toMatch(/href="\/social\/google\/cancel\?state=[\w-]+">Cancel</);
  });

  it('the choice redirects to the callback, whose page posts its own address to the site’s exact origin and closes', async () => {
    const callback = await choose(await redirectUri('github'), 1);
    expect(callback).toMatch(new RegExp(`^${f.running.url}/social/callback\\?state=[\\w-]+&code=[\\w-]+$`));
    const page = await f.get(callback.slice(f.running.url.length));
    expect(page.body_).toContain('<script src="/popup.js" defer></script>');
    expect(popupConfig(page.body_)).toEqual({ action: 'return', targetOrigin: SITE, resultUri: callback });
  });

  it('CONNECT_SOCIAL with that address logs in: the SPEC §3 user with the provider account’s name and email', async () => {
    const callback = await choose(await redirectUri('discord'), 2);
    const answer = await f.api('CONNECT_SOCIAL', { uri: callback });
    expect(answer).toMatchObject({ outcome: 'success', session: expect.any(String), chainId: 1 });
    const user = successPayload(answer) as { address: string };
    expect(user).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 1,
      accounts: [{ address: user.address, type: 'eoa' }],
      email: 'grace.hopper@discord.example',
      userName: 'grace_hopper',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    expect(f.chains.funded).toContain(user.address);
  });

  it('Hostile input: a forged address (another login’s state with this code), a second use, or another device are refused', async () => {
    const mine = new URL(await choose(await redirectUri('google'), 0));
    const theirs = new URL(await choose(await redirectUri('google'), 1));
    const forged = new URL(mine);
    forged.searchParams.set('state', theirs.searchParams.get('state') ?? '');
    expect(await f.api('CONNECT_SOCIAL', { uri: forged.toString() })).toEqual({
      outcome: 'error',
      message: 'The social login could not be verified: its code does not belong to its state',
    });
    const elsewhere = new URL(mine.pathname + mine.search, 'http://localhost:1');
    expect(await f.api('CONNECT_SOCIAL', { uri: elsewhere.toString() })).toEqual({
      outcome: 'error',
      message: 'The social login could not be verified: the address is not this wallet service’s callback',
    });
    expect(
      await f.api('CONNECT_SOCIAL', { uri: mine.toString() }, f.context({ deviceId: 'device-2' })),
    ).toEqual({
      outcome: 'error',
      message: 'The social login could not be verified: it was begun on another device or site',
    });
    expect((await f.api('CONNECT_SOCIAL', { uri: mine.toString() })).outcome).toBe('success');
    expect(await f.api('CONNECT_SOCIAL', { uri: mine.toString() })).toEqual({
      outcome: 'error',
      message: 'The social login could not be verified: its state is not one this service issued',
    });
  });

  it('Cancel closes the window without posting anything; an unknown provider or state is refused', async () => {
    const uri = await redirectUri('apple');
    const cancel = await f.get(new URL(uri).pathname.replace(/authorize$/, 'cancel') + new URL(uri).search);
    expect(popupConfig(cancel.body_)).toEqual({ action: 'close' });
    expect((await f.get('/social/myspace/authorize?state=x')).status).toBe(404);
    const unknown = await f.get('/social/google/authorize?state=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body_).toContain('This sign-in is not known: start it again from the site');
    expect(await f.api('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).toEqual({
      outcome: 'error',
      message: 'GET_SOCIAL_REDIRECT_URI: provider must be one of google, x, discord, github, apple, facebook',
    });
  });
});

describe('wallet service: Farcaster', () => {
  async function farcasterUrl(deviceId: string): Promise<string> {
    const answer = await f.api('GET_FARCASTER_URI', undefined, f.context({ deviceId, site }));
    return (successPayload(answer) as { url: string }).url;
  }

  async function decide(url: string, decision: 'approve' | 'decline') {
    return f.post('/farcaster/approve', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        channel: new URL(url).searchParams.get('channel') ?? '',
        decision,
      }).toString(),
    });
  }

  it('GET_FARCASTER_URI answers the approval page; CONNECT_FARCASTER waits until Approve, then answers the user name', async () => {
    const url = await farcasterUrl('fc-device-1');
    expect(url).toMatch(new RegExp(`^${f.running.url}/farcaster/approve\\?channel=[\\w-]{32}$`));
    const page = await f.get(url.slice(f.running.url.length));
    expect(page.body_).toContain('@keyport-dev · fid 20001');
    expect(page.body_).toContain('Shop &lt;b&gt;bold&lt;/b&gt;');

    let settled = false;
    const connecting = f
      .api('CONNECT_FARCASTER', undefined, f.context({ deviceId: 'fc-device-1' }))
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect((await decide(url, 'approve')).body_).toContain('Signed in');
    expect(await connecting).toMatchObject({
      outcome: 'success',
      payload: { userName: 'keyport-dev' },
      session: expect.any(String),
    });
    expect((await decide(url, 'approve')).status).toBe(400);
  });

  it('Decline answers CONNECT_FARCASTER with an error', async () => {
    const url = await farcasterUrl('fc-device-2');
    const connecting = f.api('CONNECT_FARCASTER', undefined, f.context({ deviceId: 'fc-device-2' }));
    await decide(url, 'decline');
    expect(await connecting).toEqual({ outcome: 'error', message: 'The Farcaster sign-in was declined' });
  });

  it('CONNECT_FARCASTER without a channel is refused', async () => {
    expect(await f.api('CONNECT_FARCASTER', undefined, f.context({ deviceId: 'fc-device-3' }))).toEqual({
      outcome: 'error',
      message: 'No Farcaster sign-in was started: ask for its address first',
    });
  });
});
