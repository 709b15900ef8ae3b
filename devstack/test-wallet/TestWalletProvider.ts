import { type WalletEventName, type WalletListener } from './WalletEvents';

/** 'approve' answers every prompt with yes; 'reject' answers every prompt as a visitor saying no. */
export type TestWalletMode = 'approve' | 'reject';

/** Where the wallet remembers that a site was approved, and its chain, across page reloads. */
export interface TestWalletStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TestWalletOptions {
  /** The chains the wallet knows, by chain id; wallet_addEthereumChain adds more. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  /** The devnet account's key; the wallet signs with it locally, as a real wallet would. */
  readonly privateKey: `0x${string}`;
  /** The chain the wallet starts on (unless it remembers another one from before a reload). */
  readonly chainId: number;
  readonly mode: TestWalletMode;
  readonly name?: string;
  readonly rdns?: string;
  /**
   * Defaults to the page's sessionStorage when there is one, so a reload keeps the approval (like a
   * real wallet's site permission) while a new tab starts fresh; `null` remembers nothing.
   */
  readonly storage?: TestWalletStorage | null;
}

export interface RequestArguments {
  readonly method: string;
  readonly params?: unknown;
}

/** An EIP-1193 provider backed by a devnet account, with controls a test or the demo can use. */
export interface TestWalletProvider {
  readonly name: string;
  readonly rdns: string;
  readonly isKeyportTestWallet: true;
  request(args: RequestArguments): Promise<unknown>;
  on<E extends WalletEventName>(event: E, listener: WalletListener<E>): void;
  removeListener<E extends WalletEventName>(event: E, listener: WalletListener<E>): void;
  readonly mode: TestWalletMode;
  setMode(mode: TestWalletMode): void;
  /** The account's checksummed address. */
  readonly address: `0x${string}`;
  /** The chain the wallet is on now. */
  readonly chainId: number;
  /** Switches to another devnet key, as a visitor picking another account in their wallet. */
  useAccount(privateKey: `0x${string}`): void;
  /** The wallet drops the site on its own (it lost its chains): approval forgotten, `disconnect` emitted. */
  disconnect(): void;
}
