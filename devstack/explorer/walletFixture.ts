import { createHash } from 'node:crypto';
import { DEV_PORTS } from '../config';
import { DEMO_WALLET_NAME } from '../demo-wallet/WalletPageConfig';
import { type ExplorerInjection, type ExplorerWallet } from './ExplorerWallet';

/**
 * The explorer's wallet list: made-up wallets whose every field is derived from the wallet's name,
 * so the list is the same on every run and on every machine, and tests can rely on it.
 */

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The injected test wallet (EIP-1193 + EIP-6963) the browser tests install in the page. */
export const TEST_WALLET_NAME = 'Keyport Test Wallet';
export const TEST_WALLET_RDNS = 'dev.keyport.testwallet';

/** The devstack's WalletConnect wallet page, listed first; its web and mobile links lead to the page. */
export { DEMO_WALLET_NAME };

/** The demo wallet page on its documented port: where an explorer started without a URL points. */
export const DEFAULT_WALLET_PAGE_URL = `http://127.0.0.1:${DEV_PORTS.demoWallet}`;

/** Invented names; the explorer ranks them in this order, after the demo wallet. */
const WALLET_NAMES: readonly string[] = [
  'Harbor Wallet',
  'Quill',
  'Copperleaf',
  'Mossbank Wallet',
  'Tidepool Vault',
  'Driftwood Keys',
  'Kestrel',
  'Juniper Purse',
  'Marigold Wallet',
  'Basalt Vault',
  'Cobblestone',
  'Fernwick',
  'Gullwing Wallet',
  'Heronpost',
  'Inkwell Keys',
  'Jadeport',
  'Kitefield',
  'Larkspur Wallet',
  'Millrace',
  'Nettlebox',
  'Oakhollow Vault',
  'Pebblecrest',
  'Quarry Lantern',
  'Rookery Wallet',
  'Saltmarsh',
  'Thistledown',
  'Umberfall Keys',
  'Vellum Wallet',
  'Willowisp',
  'Yarrowgate',
  'Zephyrine',
  'Amberlock',
  'Bramblewood Wallet',
  'Cinderpath',
  'Dovetail Purse',
  'Emberline',
  'Foxglove Vault',
  'Glimmerwell',
  'Hollowbrook Wallet',
  'Ironbark Keys',
  'Jasperfield',
  'Kelpie Wallet',
  'Lichenstone',
  'Mapleward',
  'Nightjar Vault',
  'Otterbay Wallet',
  'Pinecrest Purse',
  'Quartzline',
  'Ravenmoor',
  'Wrenfield Keys',
  'Tanglewood Wallet',
  'Upland Vault',
  'Velvetine',
  'Wildcress',
  'Yellowfin Wallet',
  'Zinnia Purse',
  'Alderbrook',
  'Bluebell Vault',
  'Cairnstone Wallet',
  'Dunlin',
  'Eddystone Keys',
  'Fjordline Wallet',
  'Greylag',
];

const EVM_EXTRA_CHAINS: readonly string[] = ['eip155:10', 'eip155:8453', 'eip155:137'];

const NETWORK_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:42161': 'Arbitrum One',
  'eip155:10': 'Optimism',
  'eip155:8453': 'Base',
  'eip155:137': 'Polygon',
  [SOLANA_MAINNET]: 'Solana',
};

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The byte of the name's hash that decides one trait; the hash has 32 bytes, traits use the first few. */
function trait(hash: Buffer, index: number): number {
  return hash[index] ?? 0;
}

function chainsOf(hash: Buffer): readonly string[] {
  const kind = trait(hash, 1) % 6;
  if (kind === 0) return [SOLANA_MAINNET];
  const evm = ['eip155:1'];
  if (trait(hash, 2) % 3 !== 0) evm.push('eip155:42161');
  EVM_EXTRA_CHAINS.forEach((chain, bit) => {
    if ((trait(hash, 3) >> bit) & 1) evm.push(chain);
  });
  return kind === 1 ? [...evm, SOLANA_MAINNET] : evm;
}

function descriptionOf(name: string, chains: readonly string[]): string {
  const networks = chains.map((chain) => NETWORK_NAMES[chain] ?? chain);
  const listed =
    networks.length === 1 ? networks[0] : `${networks.slice(0, -1).join(', ')} and ${networks.at(-1)}`;
  return `${name} keeps your keys on your own device. Works with ${listed}.`;
}

function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1).toLowerCase()}`)
    .join('');
}

function injectionsOf(name: string, chains: readonly string[]): readonly ExplorerInjection[] {
  const pascal = pascalCase(name);
  const camel = `${pascal[0]?.toLowerCase() ?? ''}${pascal.slice(1)}`;
  const injections: ExplorerInjection[] = [];
  if (chains.some((chain) => chain.startsWith('eip155:'))) {
    injections.push({ namespace: 'eip155', injected_id: `is${pascal}` });
  }
  if (chains.includes(SOLANA_MAINNET)) {
    injections.push({ namespace: 'solana', injected_id: `${camel}.solana` });
  }
  return injections;
}

/** Chrome extension ids are 32 letters a–p; derived from the hash so each wallet has its own. */
function extensionId(hash: Buffer): string {
  return [...hash.subarray(0, 32)].map((byte) => String.fromCharCode(97 + (byte % 16))).join('');
}

function generateWallet(name: string, position: number): ExplorerWallet {
  const id = sha256Hex(name);
  const hash = Buffer.from(id, 'hex');
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const scheme = name.split(' ')[0]?.toLowerCase() ?? slug;
  const chains = chainsOf(hash);

  const mobileKind = trait(hash, 4) % 4;
  const universalLink = `https://link.${slug}.example`;
  const mobile_link = mobileKind === 0 ? null : mobileKind === 1 ? universalLink : `${scheme}://`;
  const webapp_link = trait(hash, 5) % 3 === 0 ? `https://app.${slug}.example` : null;
  const desktop_link = trait(hash, 6) % 8 === 0 ? `${scheme}-desktop://` : null;
  const inStores = mobile_link !== null && trait(hash, 7) % 4 !== 0;
  const hasExtension = trait(hash, 8) % 3 === 0;
  const injected = hasExtension ? injectionsOf(name, chains) : null;
  const supports_wc = mobile_link !== null || desktop_link !== null || webapp_link !== null;

  return {
    id,
    name,
    badge_type: trait(hash, 0) % 2 === 0 ? 'certified' : 'none',
    description: descriptionOf(name, chains),
    chains,
    homepage: `https://${slug}.example`,
    image_id: sha256Hex(`${id}/image`),
    image_url: null,
    order: position + 1,
    link_mode: mobile_link === universalLink ? `${universalLink}/wc` : null,
    mobile_link,
    desktop_link,
    webapp_link,
    app_store: inStores ? `https://apps.apple.com/app/${slug}/id${parseInt(id.slice(0, 8), 16)}` : null,
    play_store: inStores ? `https://play.google.com/store/apps/details?id=app.${slug}` : null,
    chrome_store: hasExtension
      ? `https://chromewebstore.google.com/detail/${slug}/${extensionId(hash)}`
      : null,
    rdns: injected?.some((entry) => entry.namespace === 'eip155') ? `app.${slug}` : null,
    injected,
    display_index: position,
    supports_wc,
    supports_wcpay: supports_wc && trait(hash, 9) % 5 === 0,
  };
}

/** The test wallet is injected only (no WalletConnect), certified so installed-wallet ranking finds it. */
function testWallet(position: number): ExplorerWallet {
  const id = sha256Hex(TEST_WALLET_NAME);
  return {
    id,
    name: TEST_WALLET_NAME,
    badge_type: 'certified',
    description: `${TEST_WALLET_NAME} is the browser-injected wallet of the Keyport devstack, holding devnet keys.`,
    chains: ['eip155:1', 'eip155:42161'],
    homepage: 'https://testwallet.keyport.example',
    image_id: sha256Hex(`${id}/image`),
    image_url: null,
    order: position + 1,
    link_mode: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: TEST_WALLET_RDNS,
    injected: [{ namespace: 'eip155', injected_id: 'isKeyportTestWallet' }],
    display_index: position,
    supports_wc: false,
    supports_wcpay: false,
  };
}

/**
 * The demo wallet page (WalletConnect only): its web link and its universal link are the page, so
 * the product's web and mobile tabs open it with `<page>/wc?uri=…`. Certified and ranked first, so
 * it is among the recommended wallets of the Connect view.
 */
function demoWallet(walletPageUrl: string, position: number): ExplorerWallet {
  const id = sha256Hex(DEMO_WALLET_NAME);
  const pageLink = `${walletPageUrl.replace(/\/+$/, '')}/`;
  return {
    id,
    name: DEMO_WALLET_NAME,
    badge_type: 'certified',
    description: `${DEMO_WALLET_NAME} is the WalletConnect wallet page of the Keyport devstack, holding devnet keys.`,
    chains: ['eip155:1', 'eip155:42161'],
    homepage: pageLink,
    image_id: sha256Hex(`${id}/image`),
    image_url: null,
    order: position + 1,
    link_mode: null,
    mobile_link: pageLink,
    desktop_link: null,
    webapp_link: pageLink,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: null,
    injected: null,
    display_index: position,
    supports_wc: true,
    supports_wcpay: false,
  };
}

/**
 * Every wallet the explorer knows, in the explorer's ranking order: the demo wallet page (at
 * `walletPageUrl`) first, the invented wallets, and the injected test wallet last.
 */
export function explorerWallets(walletPageUrl: string): readonly ExplorerWallet[] {
  return [
    demoWallet(walletPageUrl, 0),
    ...WALLET_NAMES.map((name, index) => generateWallet(name, index + 1)),
    testWallet(WALLET_NAMES.length + 1),
  ];
}

/** The list with the demo wallet page on its documented port (`npm run devstack`). */
export const EXPLORER_WALLETS: readonly ExplorerWallet[] = explorerWallets(DEFAULT_WALLET_PAGE_URL);
