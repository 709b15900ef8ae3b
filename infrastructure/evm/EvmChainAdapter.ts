import * as E from 'fp-ts/Either';
import { map, type Observable, of, shareReplay, Subject } from 'rxjs';
import {
  type ChainAdapter,
  type ChainAdapterEvent,
  type ConnectedAccount,
  type NativeBalance,
  type SendTransactionRequest,
} from '../../application/ports/ChainAdapter';
import { type Connector } from '../../domain/connector/Connector';
import {
  UnauthorizedWalletRequestError,
  WalletNotConnectedError,
  WalletUnavailableError,
} from '../../domain/errors/WalletRequestErrors';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { type SendFeeEstimate } from '../../domain/send/networkFee';
import { type TransactionOutcome } from '../../domain/transaction/TransactionOutcome';
import { RequestFailedError } from '../http/RequestErrors';
import { type RpcTransportOptions } from '../rpc/createRpcTransport';
import { discoverEvmConnectors, type EvmDiscovery } from './discoverEvmConnectors';
import { providedConnector } from './providedConnector';
import { evmTransaction, prefixedAddress } from './evmTransaction';
import { type Eip1193Provider, isEip1193Provider } from './Eip1193Provider';
import { evmChainId } from './evmChainId';
import { type EvmWindow } from './EvmWindow';
import { providerErrorCode } from './mapProviderError';
import { requestWallet } from './requestWallet';
import { switchEvmChain } from './switchEvmChain';
import { AccountListAnswer, ChainIdAnswer, SignatureAnswer, TransactionHashAnswer } from './walletAnswers';

export interface EvmChainAdapterOptions {
  /** The page's window; undefined on a server, where there is nothing to discover. */
  readonly window: EvmWindow | undefined;
  /** Where a network's RPC calls go (SPEC §7 endpoint order), read when a call is made. */
  readonly rpcContext: (network: CaipNetwork) => RpcEndpointContext;
  readonly rpcTransport?: RpcTransportOptions;
  /**
   * A wallet the host brings itself (a script's key, a server-side signer, an embedded provider):
   * offered as the connector `provider` beside what the page announces.
   */
  readonly provider?: { readonly provider: Eip1193Provider; readonly name: string } | undefined;
  /** Which of the page's wallets are listed; both unless the site turned one off. */
  readonly discovery?: EvmDiscovery | undefined;
}

/**
 * MetaMask reports a passing loss of its own chain connection as `disconnect` with this code; the
 * visitor is still connected, so it is not a disconnection of the site.
 */
const TEMPORARY_DISCONNECT_CODE = 1013;

const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect'] as const;
type WalletEventName = (typeof WALLET_EVENTS)[number];

interface Connection {
  readonly provider: Eip1193Provider;
  readonly listeners: ReadonlyMap<WalletEventName, (payload: unknown) => void>;
}

/**
 * EVM wallets in the page (EIP-1193 providers found by EIP-6963 and `window.ethereum`), behind the
 * ChainAdapter port. viem, used to checksum, format and read the chain, is loaded on first use.
 */
export class EvmChainAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const;
  readonly connectors$: Observable<readonly Connector[]>;
  readonly events$: Observable<ChainAdapterEvent>;
  private readonly events = new Subject<ChainAdapterEvent>();
  /** Aborted by `close`: ends the receipt watches under way. */
  private readonly watches = new AbortController();
  private connection: Connection | undefined;
  /** Wallet events are turned into port events one after another, in the order the wallet sent them. */
  private eventQueue: Promise<void> = Promise.resolve();

  constructor(private readonly options: EvmChainAdapterOptions) {
    const page = options.window;
    const discovered =
      page === undefined
        ? of([])
        : discoverEvmConnectors(page, options.discovery).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    const given = options.provider;
    this.connectors$ =
      given === undefined
        ? discovered
        : discovered.pipe(
            map((connectors) => [providedConnector(given.provider, given.name), ...connectors]),
          );
    this.events$ = this.events.asObservable();
  }

  async connect(connector: Connector, network: CaipNetwork): Promise<ConnectedAccount> {
    const provider = this.providerOf(connector);
    const addresses = await requestWallet(provider, 'eth_requestAccounts', undefined, AccountListAnswer);
    if (addresses.length === 0) throw new UnauthorizedWalletRequestError();
    let chainId = await this.chainIdOf(provider);
    if (chainId !== evmChainId(network)) {
      try {
        await switchEvmChain(provider, network);
        chainId = await this.chainIdOf(provider);
      } catch {
        // The wallet stays where it is; the product then shows the network as unsupported.
      }
    }
    const account = await this.connectedAccount(addresses, chainId);
    this.attach(provider);
    return account;
  }

  /** The wallet is left on its chain whatever `_network` says: asking it to switch would prompt. */
  async reconnect(connector: Connector, _network: CaipNetwork): Promise<ConnectedAccount | undefined> {
    const provider = this.providerOf(connector);
    let addresses: readonly `0x${string}`[];
    try {
      addresses = await requestWallet(provider, 'eth_accounts', undefined, AccountListAnswer);
    } catch (error) {
      if (error instanceof UnauthorizedWalletRequestError) return undefined;
      throw error;
    }
    if (addresses.length === 0) return undefined;
    const account = await this.connectedAccount(addresses, await this.chainIdOf(provider));
    this.attach(provider);
    return account;
  }

  async disconnect(): Promise<void> {
    const provider = this.connection?.provider;
    this.detach();
    if (provider === undefined) return;
    try {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    } catch {
      // Wallets without EIP-2255 revocation keep their permission; the site has let go either way.
    }
  }

  async switchNetwork(network: CaipNetwork): Promise<void> {
    await switchEvmChain(this.connectedProvider(), network);
  }

  async getBalance(address: string, network: CaipNetwork): Promise<NativeBalance> {
    const owner = prefixedAddress(address);
    // Each import destructured on its own: that is how the bundler sees which exports are used.
    const { readNativeBalance } = await import(/* webpackChunkName: "evm-rpc" */ './readNativeBalance');
    const { formatUnits, getAddress } = await import(/* webpackChunkName: "viem" */ 'viem');
    let wei: bigint;
    try {
      wei = await readNativeBalance(
        network,
        this.options.rpcContext(network),
        getAddress(owner),
        this.options.rpcTransport,
      );
    } catch (error) {
      throw new RequestFailedError(`eth_getBalance on ${network.caipNetworkId}`, error);
    }
    return {
      balance: formatUnits(wei, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    };
  }

  async signMessage(message: string, address: string): Promise<string> {
    const signer = prefixedAddress(address);
    const provider = this.connectedProvider();
    const { stringToHex } = await import(/* webpackChunkName: "viem" */ 'viem');
    // Hex is what wallets sign as bytes unambiguously; plain text could itself look like hex.
    return requestWallet(provider, 'personal_sign', [stringToHex(message), signer], SignatureAnswer);
  }

  async sendTransaction(request: SendTransactionRequest): Promise<string> {
    // Addresses are checked before the wallet is asked anything.
    const transaction = evmTransaction(request);
    const provider = this.connectedProvider();
    if ((await this.chainIdOf(provider)) !== evmChainId(request.network)) {
      await switchEvmChain(provider, request.network);
    }
    return requestWallet(provider, 'eth_sendTransaction', [transaction], TransactionHashAnswer);
  }

  async estimateSendFee(request: SendTransactionRequest): Promise<SendFeeEstimate> {
    const { estimateSendFee } = await import(/* webpackChunkName: "evm-fee" */ './estimateSendFee');
    return estimateSendFee(request, this.options.rpcContext(request.network), this.options.rpcTransport);
  }

  async waitForTransaction(hash: string, network: CaipNetwork): Promise<TransactionOutcome> {
    try {
      const { waitForReceipt } = await import(/* webpackChunkName: "evm-receipt" */ './waitForReceipt');
      return await waitForReceipt(
        hash,
        network,
        this.options.rpcContext(network),
        this.options.rpcTransport,
        undefined,
        this.watches.signal,
      );
    } catch {
      // The chunk did not load: the transaction was sent all the same, so it is pending, not lost.
      return 'pending';
    }
  }

  /** Ends the receipt watches under way: their transactions read as pending. */
  close(): void {
    this.watches.abort();
  }

  private providerOf(connector: Connector): Eip1193Provider {
    if (!isEip1193Provider(connector.provider)) throw new WalletUnavailableError(connector.name);
    return connector.provider;
  }

  private connectedProvider(): Eip1193Provider {
    if (this.connection === undefined) throw new WalletNotConnectedError();
    return this.connection.provider;
  }

  private chainIdOf(provider: Eip1193Provider): Promise<number> {
    return requestWallet(provider, 'eth_chainId', undefined, ChainIdAnswer);
  }

  private async checksummed(addresses: readonly `0x${string}`[]): Promise<string[]> {
    const { getAddress } = await import(/* webpackChunkName: "viem" */ 'viem');
    return addresses.map((address) => getAddress(address));
  }

  private async connectedAccount(
    addresses: readonly `0x${string}`[],
    chainId: number,
  ): Promise<ConnectedAccount> {
    const accounts = await this.checksummed(addresses);
    return {
      address: accounts[0] as string,
      chainId,
      accounts: accounts.map((address) => ({ address, type: 'eoa' as const })),
    };
  }

  /** Follows one wallet at a time: the connected one. */
  private attach(provider: Eip1193Provider): void {
    this.detach();
    const listeners = new Map<WalletEventName, (payload: unknown) => void>(
      WALLET_EVENTS.map((event) => [event, (payload: unknown) => this.enqueue(provider, event, payload)]),
    );
    for (const [event, listener] of listeners) provider.on?.(event, listener);
    this.connection = { provider, listeners };
  }

  private detach(): void {
    const connection = this.connection;
    this.connection = undefined;
    if (connection === undefined) return;
    for (const [event, listener] of connection.listeners)
      connection.provider.removeListener?.(event, listener);
  }

  private enqueue(provider: Eip1193Provider, event: WalletEventName, payload: unknown): void {
    this.eventQueue = this.eventQueue
      .then(async () => {
        // An event that arrives after the site let go of this wallet is not the site's business.
        if (this.connection?.provider !== provider) return;
        const translated = await this.translate(event, payload);
        if (translated === undefined) return;
        if (translated.type === 'disconnected') this.detach();
        this.events.next(translated);
      })
      // If viem cannot load (the page went offline), this one event is lost, never the queue.
      .catch(() => undefined);
  }

  /** A wallet event as the port describes it; a malformed payload is dropped. */
  private async translate(event: WalletEventName, payload: unknown): Promise<ChainAdapterEvent | undefined> {
    switch (event) {
      case 'accountsChanged': {
        const decoded = AccountListAnswer.decode(payload);
        if (E.isLeft(decoded)) return undefined;
        const [address] = await this.checksummed(decoded.right);
        return { type: 'accountsChanged', namespace: this.namespace, address: address ?? null };
      }
      case 'chainChanged': {
        const decoded = ChainIdAnswer.decode(payload);
        if (E.isLeft(decoded)) return undefined;
        return { type: 'chainChanged', namespace: this.namespace, chainId: decoded.right };
      }
      case 'disconnect':
        return providerErrorCode(payload) === TEMPORARY_DISCONNECT_CODE
          ? undefined
          : { type: 'disconnected', namespace: this.namespace };
    }
  }
}
