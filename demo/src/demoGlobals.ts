import { type AppKitModal } from '../../presentation/index';
import { type TestWalletMode } from './config/readDemoFlags';

/**
 * The injected test wallet's own controls, as its extension window would offer them: what a browser
 * test (or a curious developer's console) uses to act as the visitor inside their wallet.
 */
export interface DemoTestWallet {
  readonly address: string;
  /** The chain the wallet is on now. */
  readonly chainId: number;
  readonly mode: TestWalletMode;
  /** How the wallet answers the site's next prompts. */
  setMode(mode: TestWalletMode): void;
  /** The visitor switches chain in the wallet itself (no prompt): the site sees `chainChanged`. */
  switchChain(chainId: number): Promise<void>;
  /** Calls `listener` with the new chain id whenever the wallet changes chain; returns the unsubscribe. */
  onChainChanged(listener: (chainId: number) => void): () => void;
  /** The wallet drops the site on its own: the site sees `disconnect`. */
  disconnect(): void;
}

/** `window.keyportDemo`: the page's modal and, with `?testWallet=`, the injected wallet. */
export interface KeyportDemoGlobal {
  readonly modal: AppKitModal;
  readonly testWallet: DemoTestWallet | undefined;
}

declare global {
  interface Window {
    keyportDemo?: KeyportDemoGlobal;
  }
}
