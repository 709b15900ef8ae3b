import { type Connector } from '../../../../domain/connector/Connector';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { ethereum, arbitrum } from '../../../fixtures/networks';
import { type TestCore } from '../../../support/createTestCore';

export const ADDRESS = '0x1111111111111111111111111111111111111111';
export const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222';

/** An EIP-6963 wallet as the EVM adapter announces it. */
export const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  installed: true,
};

/** `window.ethereum`, with no image of its own. */
export const browserWallet: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
};

/** The host's networks with block explorers, as the common network definitions carry them. */
export const ethereumWithExplorer: CaipNetwork = {
  ...ethereum,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.example/' } },
};

export const arbitrumWithExplorer: CaipNetwork = {
  ...arbitrum,
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.example' } },
};

export { flush } from '../../../support/flush';

/** The host-visible event names, from now on (the current one is given at once and dropped). */
export function recordEvents(t: Pick<TestCore, 'core'>): string[] {
  const seen: string[] = [];
  let first = true;
  t.core.subscribeEvents((event) => {
    if (first) first = false;
    else seen.push(event.data.event);
  });
  return seen;
}

/** A promise the test settles when it wants, to look at the state while a wallet is thinking. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
