import { TEST_WALLET_ICON } from './testWalletInfo';
import { type TestWalletProvider } from './TestWalletProvider';

/** EIP-6963 provider info. */
export interface TestWalletInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: `data:image/${string}`;
  readonly rdns: string;
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http on another host than localhost have getRandomValues only.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Announces the wallet to the page as EIP-6963 says: one `eip6963:announceProvider` now, and
 * another each time a dapp dispatches `eip6963:requestProvider`. The info defaults to the
 * provider's name and rdns, a fresh uuid and the test wallet's icon. Returns a function that stops
 * answering requests.
 */
export function announceTestWallet(
  provider: TestWalletProvider,
  info: Partial<TestWalletInfo> = {},
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (target === undefined) throw new Error('announceTestWallet needs a window to announce the wallet on');
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? randomUuid(),
      name: info.name ?? provider.name,
      icon: info.icon ?? TEST_WALLET_ICON,
      rdns: info.rdns ?? provider.rdns,
    }),
    provider,
  });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  announce();
  target.addEventListener('eip6963:requestProvider', announce);
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
