import { randomBytes } from 'node:crypto';
import { isHex } from 'viem';
import { paramObject, paramString } from '../../test-wallet/parseWalletParams';
import { signTypedDataRequest } from '../../test-wallet/signTypedDataRequest';
import { transactionFields } from '../../test-wallet/signAndSendTransaction';
import { FRAME_ERRORS } from '../protocol/frameProtocol';
import { rpcMethodKind } from '../protocol/rpcMethods';
import { type ApprovalPreview, type ServiceAnswer } from '../protocol/serviceApi';
import { type AccountInUse, type AccountTypes } from './AccountTypes';
import {
  batchChainId,
  callsPreview,
  personalSignPreview,
  readBatch,
  transactionPreview,
  typedDataPreview,
} from './approvalPreview';
import { type BatchCall } from './BatchCall';
import { type CallBatches } from './CallBatches';
import { type ChainAccess, chainNamed } from './ChainAccess';
import { hexChainId, type RpcCall } from './rpcCall';
import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { NOT_LOGGED_IN, ServiceError } from './ServiceError';
import { type Session } from './Sessions';
import { type Users, type WalletUser } from './Users';
import { walletCapabilities } from './walletCapabilities';

/** An unsafe request shown to the visitor, waiting for Approve. */
interface Ticket {
  readonly token: string;
  readonly userId: string;
  readonly method: string;
  readonly params: unknown;
  readonly chainId: number;
  /** The account shown on the approval screen: the one that signs or sends once approved. */
  readonly accountType: AccountInUse['type'];
  readonly batch: readonly BatchCall[] | undefined;
  readonly expiresAt: number;
}

/** Unsafe methods the devstack's wallet cannot do at all, and why: refused before any approval. */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  solana_signMessage: 'The devstack wallet service has no Solana accounts',
  solana_signTransaction: 'The devstack wallet service has no Solana accounts',
  solana_signAllTransactions: 'The devstack wallet service has no Solana accounts',
  solana_signAndSendTransaction: 'The devstack wallet service has no Solana accounts',
};

/**
 * Smart-account methods the devstack's accounts do not have (no ERC-4337 user operations, no
 * permissions), and why, where the chain has smart accounts; elsewhere smart accounts are off.
 */
const NOT_IN_DEVSTACK_SMART_ACCOUNTS: Readonly<Record<string, string>> = {
  wallet_grantPermissions: 'The devstack’s smart accounts grant no permissions',
  wallet_revokePermissions: 'The devstack’s smart accounts grant no permissions',
  eth_sendUserOperation:
    'The devstack’s smart accounts take no user operations (no ERC-4337): send with eth_sendTransaction or wallet_sendCalls',
};

const success = (payload: unknown): ServiceAnswer => ({ outcome: 'success', payload });

/**
 * RPC_REQUEST (SPEC §6): safe methods answer at once (the wallet's own facts here, the rest from
 * the dev chain's node); unsafe ones are checked, described for the approval screen and kept
 * under a ticket until the visitor approves in the frame, then signed (and sent) with the user's
 * key in this process. A method on neither list is refused. With the smart account in use, the
 * owner's key signs for it (ERC-1271 accepts that, once the account is deployed) and its
 * transactions and batches go out as one all-or-nothing `executeCalls` each.
 */
export class RpcRequests {
  private readonly tickets = new Map<string, Ticket>();

  constructor(
    private readonly users: Users,
    private readonly chains: ChainAccess,
    private readonly batches: CallBatches,
    private readonly accountTypes: AccountTypes,
    private readonly clock: ServiceClock,
  ) {}

  async handle(call: RpcCall, session: Session | undefined, frameChainId: number): Promise<ServiceAnswer> {
    const kind = rpcMethodKind(call.method);
    if (kind === 'unknown') throw new ServiceError(FRAME_ERRORS.rpcNotAllowed);
    const chainId = call.chainId ?? session?.chainId ?? frameChainId;
    if (kind === 'safe') return success(await this.answerSafe(call, session, chainId));
    const unavailable = UNAVAILABLE[call.method];
    if (unavailable !== undefined) throw new ServiceError(unavailable);
    const notInSmartAccounts = NOT_IN_DEVSTACK_SMART_ACCOUNTS[call.method];
    if (notInSmartAccounts !== undefined) {
      throw new ServiceError(
        this.accountTypes.enabled(chainId) ? notInSmartAccounts : FRAME_ERRORS.smartAccountsNotEnabled,
      );
    }
    const user = session === undefined ? undefined : this.users.byId(session.userId);
    if (session === undefined || user === undefined) throw new ServiceError(NOT_LOGGED_IN);
    return this.ticketFor(call, session, user, chainId);
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
    const user = session === undefined ? undefined : this.users.byId(session.userId);
    switch (call.method) {
      case 'eth_chainId':
        return hexChainId(chainId);
      case 'eth_accounts':
        return user === undefined ? [] : [await this.addressInUse(user, chainId)];
      case 'eth_requestAccounts':
        if (user === undefined) throw new ServiceError(NOT_LOGGED_IN);
        return [await this.addressInUse(user, chainId)];
      case 'wallet_getCapabilities':
        return walletCapabilities(this.chains.chains, (on) =>
          user === undefined ? 'eoa' : this.accountTypes.typeInUse(user.id, on),
        );
      case 'wallet_getCallsStatus':
        if (session === undefined) throw new ServiceError(NOT_LOGGED_IN);
        return this.batches.status(Array.isArray(call.params) ? call.params[0] : undefined, session.userId);
      default:
        chainNamed(this.chains, chainId);
        return this.chains.forward(chainId, call.method, call.params);
    }
  }

  private async addressInUse(user: WalletUser, chainId: number): Promise<string> {
    return (await this.accountTypes.inUse(user.id, user.address, chainId)).address;
  }

  private async ticketFor(
    call: RpcCall,
    session: Session,
    user: WalletUser,
    requestedChainId: number,
  ): Promise<ServiceAnswer> {
    const chainId =
      call.method === 'wallet_sendCalls' ? (batchChainId(call.params) ?? requestedChainId) : requestedChainId;
    const chain = chainNamed(this.chains, chainId);
    const own = await this.accountTypes.inUse(user.id, user.address, chainId);
    let preview: ApprovalPreview;
    let batch: readonly BatchCall[] | undefined;
    switch (call.method) {
      case 'personal_sign':
        preview = personalSignPreview(call.params, own);
        break;
      case 'eth_signTypedData_v4':
        preview = typedDataPreview(call.params, own);
        break;
      case 'eth_sendTransaction':
        preview = transactionPreview(call.params, own);
        if (own.type === 'smartAccount') batch = [smartAccountCall(call.params)];
        else transactionFields(paramObject(call.params, 0));
        break;
      default:
        batch = readBatch(call.params, own);
        preview = callsPreview(batch);
    }
    this.dropExpiredTickets();
    const ticketId = randomBytes(24).toString('base64url');
    this.tickets.set(ticketId, {
      token: session.token,
      userId: session.userId,
      method: call.method,
      params: call.params,
      chainId,
      accountType: own.type,
      batch,
      expiresAt: this.clock.now() + SERVICE_TIMES_MS.linkLifetime,
    });
    return {
      outcome: 'approval',
      ticket: ticketId,
      request: {
        method: call.method,
        from: own.address,
        accountType: own.type,
        network: `${chain.name} · ${chainId}`,
        preview,
      },
    };
  }

  /** Requests rejected or aborted in the frame are never approved: they go once their time is up. */
  private dropExpiredTickets(): void {
    const now = this.clock.now();
    for (const [id, ticket] of this.tickets) if (now >= ticket.expiresAt) this.tickets.delete(id);
  }

  private async execute(ticket: Ticket): Promise<unknown> {
    const account = this.users.accountOf(ticket.userId);
    const smart = ticket.accountType === 'smartAccount';
    switch (ticket.method) {
      case 'personal_sign': {
        // The smart account answers ERC-1271 for its owner's signatures, once it is deployed.
        if (smart) await this.accountTypes.initSmartAccount(account.address, ticket.chainId);
        const message = paramString(ticket.params, 0);
        // Like common wallets: hex is the raw bytes to sign, anything else UTF-8 text.
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4':
        if (smart) await this.accountTypes.initSmartAccount(account.address, ticket.chainId);
        return signTypedDataRequest(account, (ticket.params as readonly unknown[])[1]);
      case 'eth_sendTransaction':
        return smart
          ? this.executeFromSmartAccount(ticket)
          : this.chains.sendTransaction(
              account,
              ticket.chainId,
              transactionFields(paramObject(ticket.params, 0)),
            );
      default:
        return {
          id: smart
            ? await this.batches.sendAtomic(ticket.userId, ticket.chainId, () =>
                this.executeFromSmartAccount(ticket),
              )
            : this.batches.start(ticket.userId, account, ticket.chainId, ticket.batch ?? []),
        };
    }
  }

  private executeFromSmartAccount(ticket: Ticket): Promise<`0x${string}`> {
    return this.accountTypes.executeFromSmartAccount(
      this.users.ownerKeyOf(ticket.userId),
      ticket.chainId,
      ticket.batch ?? [],
    );
  }
}

/** eth_sendTransaction from a smart account: one call of its batch. It has no way to deploy a contract. */
function smartAccountCall(params: unknown): BatchCall {
  const fields = transactionFields(paramObject(params, 0));
  if (fields.to === undefined) {
    throw new ServiceError(
      'eth_sendTransaction: a smart account sends to an address ("to"); it cannot deploy a contract',
    );
  }
  return { to: fields.to, value: fields.value, data: fields.data };
}
