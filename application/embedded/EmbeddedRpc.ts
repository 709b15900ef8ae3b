import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type EmbeddedChainId } from '../../domain/embedded/EmbeddedWalletUser';
import { hexBigints } from '../../domain/embedded/hexBigints';
import { requestsToAbortOnReject } from '../../domain/embedded/requestsToAbortOnReject';
import { checkRpcMethodAllowed } from '../../domain/embedded/RpcMethodPolicy';
import { isFrameRejection } from '../../domain/embedded/frameRejection';
import { RequestAbortedError } from '../../domain/errors/EmbeddedFrameErrors';
import { UserRejectedRequestError } from '../../domain/errors/WalletRequestErrors';
import { rpcEndpointContextOf } from '../../domain/network/rpcEndpointContextOf';
import { rpcEndpoints } from '../../domain/network/rpcEndpoints';
import { ChainStore } from '../chain/ChainStore';
import { OptionsStore } from '../options/OptionsStore';
import { ApprovalView } from './ApprovalView';
import { FrameClient } from './FrameClient';

interface OpenRequest {
  readonly method: string;
  readonly controller: AbortController;
}

/**
 * RPC requests to the embedded wallet (SPEC §6, REFERENCE §4). Only methods on the safe or unsafe
 * lists are sent; the others are refused here ("Requested RPC call is not allowed"). Each goes as
 * RPC_REQUEST with its namespace, chain and RPC address filled in, and waits as long as the
 * visitor takes (no time limit). An unsafe one shows ApproveTransaction while it waits. When the
 * visitor rejects one (the frame answers it with an error) or rejects them all outside the frame,
 * every other open request that is not safe is aborted ("Request was aborted") and the frame is
 * told with RPC_ABORT.
 */
@injectable()
export class EmbeddedRpc {
  private readonly open = new Set<OpenRequest>();

  constructor(
    @inject(FrameClient) private readonly frame: FrameClient,
    @inject(ApprovalView) private readonly approval: ApprovalView,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
  ) {}

  async request(method: string, params: unknown, chainId: EmbeddedChainId): Promise<unknown> {
    const allowed = checkRpcMethodAllowed(method);
    if (E.isLeft(allowed)) throw allowed.left;
    const unsafe = allowed.right === 'unsafe';
    const rpcUrl = this.rpcUrlOf(chainId);
    const payload = {
      method,
      ...(params === undefined ? {} : { params: hexBigints(params) }),
      chainNamespace: 'eip155' as const,
      chainId,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
    };
    const entry: OpenRequest = { method, controller: new AbortController() };
    this.open.add(entry);
    if (unsafe) this.approval.requested();
    try {
      return await this.frame.request('RPC_REQUEST', payload, { signal: entry.controller.signal });
    } catch (error) {
      this.open.delete(entry);
      // The frame's error on an unsafe request ends the approval: the others go too.
      if (unsafe && !entry.controller.signal.aborted) this.abortUnsafe();
      // The visitor's refusal reads as any wallet's (SPEC §4 "Signature declined").
      if (unsafe && isFrameRejection(error)) throw new UserRejectedRequestError({ cause: error });
      throw error;
    } finally {
      this.open.delete(entry);
      if (unsafe) this.approval.settled(this.waitingForApproval());
    }
  }

  /** The visitor turned the pending requests down outside the frame. */
  rejectPending(): void {
    this.abortUnsafe();
  }

  private abortUnsafe(): void {
    const aborted = requestsToAbortOnReject([...this.open]);
    if (aborted.length === 0) return;
    for (const entry of aborted) {
      this.open.delete(entry);
      entry.controller.abort(new RequestAbortedError());
    }
    // The frame drops what it still shows; its answer carries nothing.
    this.frame.request('RPC_ABORT', undefined).catch(() => undefined);
  }

  private waitingForApproval(): boolean {
    return requestsToAbortOnReject([...this.open]).length > 0;
  }

  /** The first of the chain's SPEC §7 endpoints, for a chain the site configured. */
  private rpcUrlOf(chainId: EmbeddedChainId): string | undefined {
    const network = this.chains
      .allNetworks()
      .find((candidate) => candidate.chainNamespace === 'eip155' && String(candidate.id) === String(chainId));
    if (network === undefined) return undefined;
    return rpcEndpoints(network, rpcEndpointContextOf(this.options.get(), network))[0];
  }
}
