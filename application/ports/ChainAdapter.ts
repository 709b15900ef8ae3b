import type { Observable } from 'rxjs';
import type { ChainNamespace } from '../../domain/chain/ChainNamespace';
import type { Connector } from '../../domain/connector/Connector';
import type { CaipNetwork } from '../../domain/network/CaipNetwork';
import type { SendFeeEstimate } from '../../domain/send/networkFee';
import type { TransactionOutcome } from '../../domain/transaction/TransactionOutcome';

export interface ConnectedAccount {
  readonly address: string;
  /** The chain reference the wallet is on after connecting (it may differ from the one asked for). */
  readonly chainId: number | string;
  readonly accounts: readonly { readonly address: string; readonly type: 'eoa' | 'smartAccount' }[];
}

export interface NativeBalance {
  /** Decimal string in whole units, e.g. "1.5". */
  readonly balance: string;
  readonly symbol: string;
}

export interface SendTransactionRequest {
  readonly network: CaipNetwork;
  readonly from: string;
  readonly to: string;
  /** Base units (wei, lamports). */
  readonly value: bigint;
  readonly data?: `0x${string}`;
}

/** What a wallet tells us without being asked. */
export type ChainAdapterEvent =
  | { readonly type: 'accountsChanged'; readonly namespace: ChainNamespace; readonly address: string | null }
  | { readonly type: 'chainChanged'; readonly namespace: ChainNamespace; readonly chainId: number | string }
  | { readonly type: 'disconnected'; readonly namespace: ChainNamespace };

/**
 * One chain namespace (EVM, Solana…): finds wallets, connects them and talks to them. Use cases
 * never see a provider object; they see this port. Errors are KeyportErrors with the SPEC messages
 * (a visitor's rejection is a typed error the ConnectingExternal view can show as "declined").
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** The connectors this adapter has discovered so far (announced, injected…); emits as more arrive. */
  readonly connectors$: Observable<readonly Connector[]>;
  readonly events$: Observable<ChainAdapterEvent>;
  connect(connector: Connector, network: CaipNetwork): Promise<ConnectedAccount>;
  /** Re-attach silently to a wallet the visitor connected before; resolves undefined if it will not. */
  reconnect(connector: Connector, network: CaipNetwork): Promise<ConnectedAccount | undefined>;
  disconnect(): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  getBalance(address: string, network: CaipNetwork): Promise<NativeBalance>;
  signMessage(message: string, address: string): Promise<string>;
  sendTransaction(request: SendTransactionRequest): Promise<string>;
  /** The gas the transaction needs and the most it may pay per gas, read from the network's RPC. */
  estimateSendFee(request: SendTransactionRequest): Promise<SendFeeEstimate>;
  /** Watches a sent transaction until the network has mined it, or the watch runs out. Never rejects. */
  waitForTransaction(hash: string, network: CaipNetwork): Promise<TransactionOutcome>;
  /** Ends what the adapter keeps running on its own (receipt watches); called when the core is destroyed. */
  close?(): void;
}

/** Multi-bound: one binding per namespace the host enabled. */
export const ChainAdapter: unique symbol = Symbol.for('keyport.ChainAdapter');
