/**
 * @jest-environment jsdom
 */
import '../../support/jsdomTextEncoding';
import {
  announceTestWallet,
  createTestWalletProvider,
  TEST_WALLET_ICON,
} from '../../../devstack/test-wallet';

/** Devnet account 0 of the `test … junk` mnemonic: public knowledge, no value anywhere. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

interface Announcement {
  readonly info: {
    readonly uuid: string;
    readonly name: string;
    readonly icon: string;
    readonly rdns: string;
  };
  readonly provider: unknown;
}

function listen(): { readonly heard: Announcement[]; stop(): void } {
  const heard: Announcement[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent<Announcement>).detail);
  window.addEventListener('eip6963:announceProvider', listener);
  return { heard, stop: () => window.removeEventListener('eip6963:announceProvider', listener) };
}

describe('announceTestWallet (EIP-6963, as the browser tests and the demo install the test wallet)', () => {
  const provider = createTestWalletProvider({
    rpcUrls: { 1: 'http://127.0.0.1:9' },
    privateKey: DEV_KEY,
    chainId: 1,
    mode: 'approve',
    storage: null,
  });

  afterEach(() => window.sessionStorage.clear());

  it('EIP-6963: announces once at once, and again on each eip6963:requestProvider, until stopped', () => {
    const listener = listen();
    const stop = announceTestWallet(provider);
    expect(listener.heard).toHaveLength(1);
    const [first] = listener.heard;
    expect(first?.provider).toBe(provider);
    expect(first?.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Keyport Test Wallet',
      icon: TEST_WALLET_ICON,
      rdns: 'dev.keyport.testwallet',
    });
    expect(Object.isFrozen(first)).toBe(true);

    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(listener.heard).toHaveLength(2);
    expect(listener.heard[1]).toBe(first);

    stop();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(listener.heard).toHaveLength(2);
    listener.stop();
  });

  it('the icon is a data: SVG image, so it shows offline', () => {
    expect(TEST_WALLET_ICON.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(TEST_WALLET_ICON.slice('data:image/svg+xml,'.length))).toMatch(
      /^<svg[^>]*>.*<\/svg>$/,
    );
  });

  it('info given by the caller wins over the defaults', () => {
    const listener = listen();
    const stop = announceTestWallet(provider, { uuid: 'fixed', name: 'Second', rdns: 'dev.keyport.second' });
    expect(listener.heard[0]?.info).toMatchObject({
      uuid: 'fixed',
      name: 'Second',
      rdns: 'dev.keyport.second',
    });
    stop();
    listener.stop();
  });

  it('makes a v4 uuid where crypto.randomUUID is missing (plain-http pages)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const listener = listen();
      const stop = announceTestWallet(provider);
      expect(listener.heard[0]?.info.uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      stop();
      listener.stop();
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('in a page it remembers the approval in sessionStorage, so a reload stays connected', async () => {
    const options = {
      rpcUrls: { 1: 'http://127.0.0.1:9' },
      privateKey: DEV_KEY,
      chainId: 1,
      mode: 'approve',
    } as const;
    const before = createTestWalletProvider(options);
    await before.request({ method: 'eth_requestAccounts' });
    const after = createTestWalletProvider(options);
    expect(await after.request({ method: 'eth_accounts' })).toEqual([after.address.toLowerCase()]);
  });
});
