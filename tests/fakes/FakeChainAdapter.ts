import { BehaviorSubject, Subject } from 'rxjs';
import {
  type ChainAdapter,
  type ChainAdapterEvent,
  type ConnectedAccount,
  type NativeBalance,
  type SendTransactionRequest,
} from '../../application/ports/ChainAdapter';
import type { ChainNamespace } from '../../domain/chain/ChainNamespace';
import type { Connector } from '../../domain/connector/Connector';
import type { CaipNetwork } from '../../domain/network/CaipNetwork';
import type { SendFeeEstimate } from '../../domain/send/networkFee';
import type { TransactionOutcome } from '../../domain/transaction/TransactionOutcome';

/**
 * An in-memory wallet for one namespace. Tests script it: which connectors exist, which account
 * connects, whether the next call fails, and which wallet events to emit. Every call is recorded.
 */
export class FakeChainAdapter implements ChainAdapter {
  readonly connectors$: BehaviorSubject<readonly Connector[]>;
  readonly events$ = new Subject<ChainAdapterEvent>();
  readonly calls: { method: string; args: unknown[] }[] = [];
  account: ConnectedAccount;
  balance: NativeBalance = { balance: '1.5', symbol: 'ETH' };
  /** The next call of this method rejects with the given error, once. */
  readonly failures = new Map<string, Error>();
  /** What reconnect resolves to; undefined means the wallet no longer knows us. */
  reconnectAccount: ConnectedAccount | undefined;

  constructor(
    readonly namespace: ChainNamespace,
    connectors: readonly Connector[] = [],
    address = '0x1111111111111111111111111111111111111111',
  ) {
    this.connectors$ = new BehaviorSubject(connectors);
    this.account = { address, chainId: 1, accounts: [{ address, type: 'eoa' }] };
    this.reconnectAccount = this.account;
  }

  async connect(connector: Connector, network: CaipNetwork): Promise<ConnectedAccount> {
    this.record('connect', connector.id, network.caipNetworkId);
    return this.account;
  }

  async reconnect(connector: Connector, network: CaipNetwork): Promise<ConnectedAccount | undefined> {
    this.record('reconnect', connector.id, network.caipNetworkId);
    return this.reconnectAccount;
  }

  async disconnect(): Promise<void> {
    this.record('disconnect');
  }

  async switchNetwork(network: CaipNetwork): Promise<void> {
    this.record('switchNetwork', network.caipNetworkId);
  }

  async getBalance(address: string, network: CaipNetwork): Promise<NativeBalance> {
    this.record('getBalance', address, network.caipNetworkId);
    return this.balance;
  }

  async signMessage(message: string, address: string): Promise<string> {
    this.record('signMessage', message, address);
    return `0x${'ab'.repeat(65)}`;
  }

  async sendTransaction(request: SendTransactionRequest): Promise<string> {
    this.record('sendTransaction', request);
    return `0x${'cd'.repeat(32)}`;
  }

  /** What estimateSendFee resolves to: 21000 gas at 1 gwei unless a test sets another. */
  feeEstimate: SendFeeEstimate = { gas: 21_000n, feePerGas: 1_000_000_000n };

  async estimateSendFee(request: SendTransactionRequest): Promise<SendFeeEstimate> {
    this.record('estimateSendFee', request);
    return this.feeEstimate;
  }

  /**
   * What waitForTransaction resolves to: mined at once unless a test sets another outcome, or a
   * promise it settles itself to hold the watch open.
   */
  transactionOutcome: TransactionOutcome | Promise<TransactionOutcome> = 'confirmed';

  async waitForTransaction(hash: string, network: CaipNetwork): Promise<TransactionOutcome> {
    // Never rejects (the port's contract), so no scripted failure applies.
    this.calls.push({ method: 'waitForTransaction', args: [hash, network.caipNetworkId] });
    return this.transactionOutcome;
  }

  close(): void {
    this.calls.push({ method: 'close', args: [] });
  }

  methodsCalled(): string[] {
    return this.calls.map((c) => c.method);
  }

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }
}
