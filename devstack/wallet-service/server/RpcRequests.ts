import { randomBytes } from 'node:crypto';
import { isHex } from 'viem';
import { paramObject, paramString } from '../../test-wallet/parseWalletParams';
import { signTypedDataRequest } from '../../test-wallet/signTypedDataRequest';
import { transactionFields } from '../../test-wallet/signAndSendTransaction';
import { FRAME_ERRORS } from '../protocol/frameProtocol';
import { rpcMethodKind } from '../protocol/rpcMethods';
import { type ApprovalPreview, type ServiceAnswer } from '../protocol/serviceApi';
import {
  type BatchCall,
  callsPreview,
  personalSignPreview,
  readBatch,
  transactionPreview,
  typedDataPreview,
} from './approvalPreview';
import { type CallBatches } from './CallBatches';
import { type ChainAccess, chainNamed } from './ChainAccess';
import { hexChainId, type RpcCall } from './rpcCall';
import { parseChainId } from './requestPayloads';
import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { NOT_LOGGED_IN, ServiceError } from './ServiceError';
import { type Session } from './Sessions';
import { type Users } from './Users';

/** An unsafe request shown to the visitor, waiting for Approve. */
interface Ticket {
  readonly token: string;
  readonly userId: string;
  readonly method: string;
  readonly params: unknown;
  readonly chainId: number;
  readonly batch: readonly BatchCall[] | undefined;
  readonly expiresAt: number;
}

/** Unsafe methods the devstack's wallet cannot do at all, and why: refused before any approval. */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  solana_signMessage: 'The devstack wallet service has no Solana accounts',
  solana_signTransaction: 'The devstack wallet service has no Solana accounts',
  solana_signAllTransactions: 'The devstack wallet service has no Solana accounts',
  solana_signAndSendTransaction: 'The devstack wallet service has no Solana accounts',
  wallet_grantPermissions: FRAME_ERRORS.smartAccountsNotEnabled,
  wallet_revokePermissions: FRAME_ERRORS.smartAccountsNotEnabled,
  eth_sendUserOperation: FRAME_ERRORS.smartAccountsNotEnabled,
};

const success = (payload: unknown): ServiceAnswer => ({ outcome: 'success', payload });

/**
 * RPC_REQUEST (SPEC §6): safe methods answer at once (the wallet's own facts here, the rest from
 * the dev chain's node); unsafe ones are checked, described for the approval screen and kept
 * under a ticket until the visitor approves in the frame, then signed (and sent) with the user's
 * key in this process. A method on neither list is refused.
 */
export class RpcRequests {
  private readonly tickets = new Map<string, Ticket>();

  constructor(
    private readonly users: Users,
    private readonly chains: ChainAccess,
    private readonly batches: CallBatches,
    private readonly clock: ServiceClock,
  ) {}

  async handle(call: RpcCall, session: Session | undefined, frameChainId: number): Promise<ServiceAnswer> {
    const kind = rpcMethodKind(call.method);
    if (kind === 'unknown') throw new ServiceError(FRAME_ERRORS.rpcNotAllowed);
    const chainId = call.chainId ?? session?.chainId ?? frameChainId;
    if (kind === 'safe') return success(await this.answerSafe(call, session, chainId));
    const unavailable = UNAVAILABLE[call.method];
    if (unavailable !== undefined) throw new ServiceError(unavailable);
    if (session === undefined) throw new ServiceError(NOT_LOGGED_IN);
    return this.ticketFor(call, session, chainId);
  }

  async approve(ticketId: string, session: Session | undefined): Promise<ServiceAnswer> {
    const ticket = this.tickets.get(ticketId);
    if (ticket === undefined || session === undefined || ticket.token !== session.token) {
      throw new ServiceError('This request is no longer waiting for approval');
    }
    this.tickets.delete(ticketId);
    if (this.clock.now() >= ticket.expiresAt)
      throw new ServiceError('This request waited too long: send it again');
    return success(await this.execute(ticket));
  }

  private async answerSafe(call: RpcCall, session: Session | undefined, chainId: number): Promise<unknown> {
    const address = session === undefined ? undefined : this.users.byId(session.userId)?.address;
    switch (call.method) {
      case 'eth_chainId':
        return hexChainId(chainId);
      case 'eth_accounts':
        return address === undefined ? [] : [address];
      case 'eth_requestAccounts':
        if (address === undefined) throw new ServiceError(NOT_LOGGED_IN);
        return [address];
      case 'wallet_getCapabilities':
        // EIP-5792: an eoa sends batches one call at a time, on every dev chain.
        return Object.fromEntries(
          this.chains.chains.map((chain) => [
            hexChainId(chain.chainId),
            { atomic: { status: 'unsupported' } },
          ]),
        );
      case 'wallet_getCallsStatus':
        if (session === undefined) throw new ServiceError(NOT_LOGGED_IN);
        return this.batches.status(Array.isArray(call.params) ? call.params[0] : undefined, session.userId);
      default:
        chainNamed(this.chains, chainId);
        return this.chains.forward(chainId, call.method, call.params);
    }
  }

  private ticketFor(call: RpcCall, session: Session, requestedChainId: number): ServiceAnswer {
    const own = this.users.accountOf(session.userId).address;
    let preview: ApprovalPreview;
    let batch: readonly BatchCall[] | undefined;
    let chainId = requestedChainId;
    switch (call.method) {
      case 'personal_sign':
        preview = personalSignPreview(call.params, own);
        break;
      case 'eth_signTypedData_v4':
        preview = typedDataPreview(call.params, own);
        break;
      case 'eth_sendTransaction':
        preview = transactionPreview(call.params, own);
        transactionFields(paramObject(call.params, 0));
        break;
      default: {
        const read = readBatch(call.params, own);
        batch = read.calls;
        if (read.chainId !== undefined) {
          const named = parseChainId(read.chainId);
          if (named === undefined) throw new ServiceError('wallet_sendCalls: chainId must be a hex chain id');
          chainId = named;
        }
        preview = callsPreview(read.calls);
      }
    }
    const chain = chainNamed(this.chains, chainId);
    this.dropExpiredTickets();
    const ticketId = randomBytes(24).toString('base64url');
    this.tickets.set(ticketId, {
      token: session.token,
      userId: session.userId,
      method: call.method,
      params: call.params,
      chainId,
      batch,
      expiresAt: this.clock.now() + SERVICE_TIMES_MS.linkLifetime,
    });
    return {
      outcome: 'approval',
      ticket: ticketId,
      request: { method: call.method, from: own, network: `${chain.name} · ${chainId}`, preview },
    };
  }

  /** Requests rejected or aborted in the frame are never approved: they go once their time is up. */
  private dropExpiredTickets(): void {
    const now = this.clock.now();
    for (const [id, ticket] of this.tickets) if (now >= ticket.expiresAt) this.tickets.delete(id);
  }

  private async execute(ticket: Ticket): Promise<unknown> {
    const account = this.users.accountOf(ticket.userId);
    switch (ticket.method) {
      case 'personal_sign': {
        const message = paramString(ticket.params, 0);
        // Like common wallets: hex is the raw bytes to sign, anything else UTF-8 text.
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4':
        return signTypedDataRequest(account, (ticket.params as readonly unknown[])[1]);
      case 'eth_sendTransaction':
        return this.chains.sendTransaction(
          account,
          ticket.chainId,
          transactionFields(paramObject(ticket.params, 0)),
        );
      default:
        return { id: this.batches.start(ticket.userId, account, ticket.chainId, ticket.batch ?? []) };
    }
  }
}
