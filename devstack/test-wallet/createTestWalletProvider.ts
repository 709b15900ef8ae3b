import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { forwardJsonRpc } from './forwardJsonRpc';
import {
  chainIdFromHex,
  chainIdToHex,
  isHexData,
  paramObject,
  paramString,
  paramsArray,
} from './parseWalletParams';
import { PROVIDER_ERRORS } from './ProviderRpcError';
import { signAndSendTransaction, transactionFields } from './signAndSendTransaction';
import { signTypedDataRequest } from './signTypedDataRequest';
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from './testWalletInfo';
import {
  type RequestArguments,
  type TestWalletMode,
  type TestWalletOptions,
  type TestWalletProvider,
  type TestWalletStorage,
} from './TestWalletProvider';
import { WalletEvents } from './WalletEvents';

/** Requests a real wallet would show the visitor a prompt for; in 'reject' mode each is refused. */
const PROMPTED_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

interface Remembered {
  readonly approved: boolean;
  readonly chainId: number;
}

function defaultStorage(): TestWalletStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A sandboxed page may refuse storage access; the wallet then forgets on reload.
    return null;
  }
}

function readRemembered(storage: TestWalletStorage | null, key: string): Partial<Remembered> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { approved, chainId } = parsed as Record<string, unknown>;
    return {
      ...(typeof approved === 'boolean' ? { approved } : {}),
      ...(typeof chainId === 'number' ? { chainId } : {}),
    };
  } catch {
    return {};
  }
}

class TestWallet implements TestWalletProvider {
  readonly isKeyportTestWallet = true;
  readonly name: string;
  readonly rdns: string;
  private readonly events = new WalletEvents();
  private readonly rpcUrls: Map<number, string>;
  private readonly storage: TestWalletStorage | null;
  private readonly storageKey: string;
  private account: PrivateKeyAccount;
  private currentChainId: number;
  private currentMode: TestWalletMode;
  private approved: boolean;

  constructor(options: TestWalletOptions) {
    this.name = options.name ?? TEST_WALLET_NAME;
    this.rdns = options.rdns ?? TEST_WALLET_RDNS;
    this.rpcUrls = new Map(Object.entries(options.rpcUrls).map(([id, url]) => [Number(id), url]));
    if (!this.rpcUrls.has(options.chainId)) {
      throw new RangeError(`The test wallet has no RPC URL for its starting chain ${options.chainId}`);
    }
    this.account = privateKeyToAccount(options.privateKey);
    this.currentMode = options.mode;
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.storageKey = `keyport-test-wallet:${this.rdns}`;
    const remembered = readRemembered(this.storage, this.storageKey);
    this.approved = remembered.approved ?? false;
    this.currentChainId =
      remembered.chainId !== undefined && this.rpcUrls.has(remembered.chainId)
        ? remembered.chainId
        : options.chainId;
  }

  get mode(): TestWalletMode {
    return this.currentMode;
  }

  get address(): `0x${string}` {
    return this.account.address;
  }

  get chainId(): number {
    return this.currentChainId;
  }

  setMode(mode: TestWalletMode): void {
    this.currentMode = mode;
  }

  on: TestWalletProvider['on'] = (event, listener) => this.events.on(event, listener);

  removeListener: TestWalletProvider['removeListener'] = (event, listener) =>
    this.events.removeListener(event, listener);

  useAccount(privateKey: `0x${string}`): void {
    this.account = privateKeyToAccount(privateKey);
    if (this.approved) this.events.emit('accountsChanged', this.visibleAccounts());
  }

  disconnect(): void {
    this.setApproved(false);
    this.events.emit('disconnect', PROVIDER_ERRORS.disconnected());
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    if (PROMPTED_METHODS.has(method) && this.currentMode === 'reject') throw PROVIDER_ERRORS.userRejected();
    switch (method) {
      case 'eth_requestAccounts':
        return this.approve();
      case 'eth_accounts':
        return this.visibleAccounts();
      case 'eth_chainId':
        return chainIdToHex(this.currentChainId);
      case 'personal_sign':
        return this.personalSign(params);
      case 'eth_signTypedData_v4':
        return this.signTypedData(params);
      case 'eth_sendTransaction':
        return this.sendTransaction(params);
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_addEthereumChain':
        return this.addChain(params);
      case 'wallet_revokePermissions':
        this.setApproved(false);
        this.events.emit('accountsChanged', []);
        return null;
      default:
        return forwardJsonRpc(this.rpcUrl(), method, params);
    }
  }

  /** Real wallets list addresses in lower case; dapps must not rely on the checksum form. */
  private visibleAccounts(): string[] {
    return this.approved ? [this.account.address.toLowerCase()] : [];
  }

  private approve(): string[] {
    if (!this.approved) {
      this.setApproved(true);
      this.events.emit('accountsChanged', this.visibleAccounts());
    }
    return this.visibleAccounts();
  }

  private setApproved(approved: boolean): void {
    this.approved = approved;
    this.remember();
  }

  private remember(): void {
    const remembered: Remembered = { approved: this.approved, chainId: this.currentChainId };
    this.storage?.setItem(this.storageKey, JSON.stringify(remembered));
  }

  private rpcUrl(): string {
    // The constructor and wallet_switchEthereumChain only ever select a chain with a URL.
    return this.rpcUrls.get(this.currentChainId) as string;
  }

  /** Signing needs the site approved and the account it names to be this wallet's. */
  private assertAuthorized(address: unknown): void {
    if (!this.approved) throw PROVIDER_ERRORS.unauthorized();
    if (typeof address !== 'string' || address.toLowerCase() !== this.account.address.toLowerCase()) {
      throw PROVIDER_ERRORS.unauthorized();
    }
  }

  private async personalSign(params: unknown): Promise<`0x${string}`> {
    const message = paramString(params, 0);
    this.assertAuthorized(paramsArray(params)[1]);
    // Like common wallets, hex is taken as the raw bytes to sign, anything else as UTF-8 text.
    return this.account.signMessage({ message: isHexData(message) ? { raw: message } : message });
  }

  private async signTypedData(params: unknown): Promise<`0x${string}`> {
    this.assertAuthorized(paramsArray(params)[0]);
    return signTypedDataRequest(this.account, paramsArray(params)[1]);
  }

  private async sendTransaction(params: unknown): Promise<`0x${string}`> {
    const request = paramObject(params, 0);
    this.assertAuthorized(request.from);
    return signAndSendTransaction(
      this.account,
      { id: this.currentChainId, rpcUrl: this.rpcUrl() },
      transactionFields(request),
    );
  }

  private switchChain(params: unknown): null {
    const requested = paramObject(params, 0).chainId;
    const chainId = chainIdFromHex(requested);
    if (!this.rpcUrls.has(chainId)) throw PROVIDER_ERRORS.unknownChain(String(requested));
    if (chainId !== this.currentChainId) {
      this.currentChainId = chainId;
      this.remember();
      this.events.emit('chainChanged', chainIdToHex(chainId));
    }
    return null;
  }

  /** EIP-3085: learns the chain's RPC URL; a chain the wallet already knows keeps its own. */
  private addChain(params: unknown): null {
    const chain = paramObject(params, 0);
    const chainId = chainIdFromHex(chain.chainId);
    const [rpcUrl] = Array.isArray(chain.rpcUrls) ? chain.rpcUrls : [];
    if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
      throw PROVIDER_ERRORS.invalidParams('rpcUrls must start with an http(s) URL');
    }
    if (!this.rpcUrls.has(chainId)) this.rpcUrls.set(chainId, rpcUrl);
    return null;
  }
}

/**
 * An EIP-1193 wallet for browsers and Node, backed by one devnet account: it approves or rejects
 * prompts as its mode says, signs locally, and passes every other call to the current chain's node.
 */
export function createTestWalletProvider(options: TestWalletOptions): TestWalletProvider {
  return new TestWallet(options);
}
