import { createHash } from 'node:crypto';
import { isRight } from 'fp-ts/Either';
import {
  DEFAULT_WALLET_PAGE_URL,
  DEMO_WALLET_NAME,
  EXPLORER_WALLETS,
  explorerWallets,
  SOLANA_MAINNET,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from '../../../devstack/explorer/walletFixture';
import { initialsOf, walletImageSvg } from '../../../devstack/explorer/walletImage';
import { WalletCodec } from '../../../domain/wallet/Wallet';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const count = (keep: (wallet: (typeof EXPLORER_WALLETS)[number]) => boolean): number =>
  EXPLORER_WALLETS.filter(keep).length;

describe('explorer wallet fixture (REFERENCE §3c WcWallet)', () => {
  it('holds more than one 40-wallet page, so paging can be exercised', () => {
    expect(EXPLORER_WALLETS.length).toBeGreaterThanOrEqual(60);
  });

  it('derives every id from the name (sha256, 64 lowercase hex), ids and image ids unique', () => {
    for (const wallet of EXPLORER_WALLETS) {
      expect(wallet.id).toBe(sha256(wallet.name));
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/);
      expect(wallet.image_id).toMatch(/^[0-9a-f]{64}$/);
      expect(wallet.image_id).not.toBe(wallet.id);
    }
    expect(new Set(EXPLORER_WALLETS.map((wallet) => wallet.id)).size).toBe(EXPLORER_WALLETS.length);
    expect(new Set(EXPLORER_WALLETS.map((wallet) => wallet.image_id)).size).toBe(EXPLORER_WALLETS.length);
  });

  it('decodes, wallet by wallet, with the product codec of an explorer wallet', () => {
    for (const wallet of EXPLORER_WALLETS) {
      expect(isRight(WalletCodec.decode(wallet))).toBe(true);
    }
  });

  it('certifies about half the wallets and ranks them by a unique order', () => {
    const certified = count((wallet) => wallet.badge_type === 'certified');
    expect(certified / EXPLORER_WALLETS.length).toBeGreaterThan(0.35);
    expect(certified / EXPLORER_WALLETS.length).toBeLessThan(0.65);
    expect(new Set(EXPLORER_WALLETS.map((wallet) => wallet.order)).size).toBe(EXPLORER_WALLETS.length);
  });

  it('mixes EVM-only, Solana-only and multi-chain wallets', () => {
    const evm = (chains: readonly string[]) => chains.some((chain) => chain.startsWith('eip155:'));
    expect(count((wallet) => wallet.chains.includes('eip155:1'))).toBeGreaterThan(30);
    expect(count((wallet) => wallet.chains.includes('eip155:42161'))).toBeGreaterThan(10);
    expect(count((wallet) => !evm(wallet.chains))).toBeGreaterThan(0);
    expect(count((wallet) => evm(wallet.chains) && wallet.chains.includes(SOLANA_MAINNET))).toBeGreaterThan(
      0,
    );
  });

  it('gives some wallets each kind of link, and leaves some with neither mobile nor web link (REFERENCE §7)', () => {
    expect(count((wallet) => wallet.mobile_link?.match(/^[a-z]+:\/\/$/) != null)).toBeGreaterThan(0);
    expect(count((wallet) => wallet.mobile_link?.startsWith('https://') === true)).toBeGreaterThan(0);
    expect(count((wallet) => wallet.webapp_link !== null)).toBeGreaterThan(0);
    expect(count((wallet) => wallet.desktop_link !== null)).toBeGreaterThan(0);
    expect(count((wallet) => wallet.app_store !== null && wallet.play_store !== null)).toBeGreaterThan(0);
    expect(count((wallet) => wallet.chrome_store !== null && wallet.injected !== null)).toBeGreaterThan(0);
    expect(count((wallet) => wallet.mobile_link === null && wallet.webapp_link === null)).toBeGreaterThan(0);
  });

  it('names an injected wallet by rdns app.<name>, with an eip155 injected id', () => {
    const harbor = EXPLORER_WALLETS.find((wallet) => wallet.name === 'Harbor Wallet');
    expect(harbor?.rdns).toBe('app.harborwallet');
    expect(harbor?.injected).toEqual([{ namespace: 'eip155', injected_id: 'isHarborWallet' }]);
  });

  it('includes the injected Keyport Test Wallet under rdns dev.keyport.testwallet', () => {
    const testWallet = EXPLORER_WALLETS.find((wallet) => wallet.rdns === TEST_WALLET_RDNS);
    expect(testWallet).toMatchObject({
      name: TEST_WALLET_NAME,
      id: sha256('Keyport Test Wallet'),
      badge_type: 'certified',
      injected: [{ namespace: 'eip155', injected_id: 'isKeyportTestWallet' }],
      supports_wc: false,
    });
    expect(testWallet?.chains).toEqual(['eip155:1', 'eip155:42161']);
  });

  it('ranks the Keyport Demo Wallet first, its web and universal links leading to the wallet page', () => {
    const wallets = explorerWallets('http://127.0.0.1:40123');
    expect(wallets[0]).toMatchObject({
      name: DEMO_WALLET_NAME,
      id: sha256('Keyport Demo Wallet'),
      badge_type: 'certified',
      order: 1,
      webapp_link: 'http://127.0.0.1:40123/',
      mobile_link: 'http://127.0.0.1:40123/',
      desktop_link: null,
      link_mode: null,
      injected: null,
      supports_wc: true,
    });
    expect(wallets[0]?.chains).toEqual(['eip155:1', 'eip155:42161']);
    expect(Math.min(...wallets.map((wallet) => wallet.order))).toBe(wallets[0]?.order);
    expect(wallets.slice(1)).toEqual(EXPLORER_WALLETS.slice(1));
  });

  it('links the demo wallet to its documented port when no page URL is given', () => {
    expect(DEFAULT_WALLET_PAGE_URL).toBe('http://127.0.0.1:8553');
    expect(EXPLORER_WALLETS[0]?.webapp_link).toBe('http://127.0.0.1:8553/');
  });
});

describe('explorer wallet image', () => {
  it('uses up to two initials', () => {
    expect(initialsOf('Harbor Wallet')).toBe('HW');
    expect(initialsOf('Quill')).toBe('Q');
    expect(initialsOf('keyport test wallet')).toBe('KT');
  });

  it('draws the initials on a colour taken from the id, the same on every call', () => {
    const harbor = { id: sha256('Harbor Wallet'), name: 'Harbor Wallet' };
    const svg = walletImageSvg(harbor);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>HW</text>');
    expect(svg).toBe(walletImageSvg(harbor));
    expect(svg).not.toBe(walletImageSvg({ id: sha256('Quill'), name: 'Harbor Wallet' }));
  });

  it('escapes markup in a name', () => {
    const svg = walletImageSvg({ id: '00ff', name: '<b> & "c"' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('aria-label="&#60;b&#62; &#38; &#34;c&#34;"');
  });
});
