import { SignClient } from '@walletconnect/sign-client';
import { type SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import { type PrivateKeyAccount } from 'viem/accounts';
import { DEMO_WALLET_NAME, type WalletPageConfig } from '../WalletPageConfig';
import {
  answerWalletRequest,
  needsApproval,
  rpcErrorOf,
  USER_REJECTED_ANSWER,
  type WalletRequest,
  type WalletRequestContext,
} from './answerWalletRequest';
import { buildSessionNamespaces, requestedChains } from './buildSessionNamespaces';
import { type AutoAnswer } from './readWalletPageFlags';
import { type SessionRow, type WalletPageActions, type WalletPageView } from './WalletPageView';

type WalletSignClient = InstanceType<typeof SignClient>;
type Proposal = SignClientTypes.EventArguments['session_proposal'];
type SessionRequest = SignClientTypes.EventArguments['session_request'];

export interface DemoWalletOptions {
  readonly config: WalletPageConfig;
  readonly account: PrivateKeyAccount;
  /** Which account of the mnemonic this is: sessions are stored per account. */
  readonly accountIndex: number;
  readonly auto: AutoAnswer | undefined;
}

/**
 * The SDK takes no option for the Verify service it checks a dapp's attestations with (the
 * metadata's `verifyUrl` is replaced by WalletConnect's own host unless it is that host), so the
 * wallet sets the instance field the key is fetched from, to the devstack's stand-in.
 */
function pointVerifyAt(client: WalletSignClient, verifyUrl: string): void {
  const verify = client.core.verify as unknown as Record<string, unknown>;
  if (typeof verify['verifyUrlV3'] !== 'string') {
    throw new Error('This WalletConnect SDK has no Verify URL field (core.verify.verifyUrlV3) to set');
  }
  verify['verifyUrlV3'] = `${verifyUrl}/v3`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the status line says after an approved request was answered; `undefined` leaves it as it
 * is (a chain switch has already said where it went).
 */
function answeredStatus(method: string, result: unknown): string | undefined {
  if (method === 'eth_sendTransaction') return `Sent ${String(result)}`;
  if (method === 'wallet_addEthereumChain') return 'Chain already known';
  return method === 'wallet_switchEthereumChain' ? undefined : 'Signed';
}

/**
 * The wallet side of WalletConnect: a sign-client in the browser holding one devnet account. It
 * pairs, queues proposals and requests (one card of each at a time, oldest first), answers them as
 * the visitor (or `?auto=`) decides, and keeps the view in step. Sessions live in the browser's
 * storage (the sign-client's default), so they outlast a reload.
 */
export class DemoWallet {
  private readonly proposals: Proposal[] = [];
  private readonly requests: SessionRequest[] = [];
  private readonly peerNames = new Map<string, string>();
  private currentChainId: number;
  private client: WalletSignClient | undefined;
  private view: WalletPageView | undefined;

  constructor(private readonly options: DemoWalletOptions) {
    const [first] = options.config.chains;
    if (first === undefined) throw new Error('The devstack runs no chain');
    this.currentChainId = first.chainId;
  }

  /** The visitor's actions, for the view. */
  readonly actions: WalletPageActions = {
    pair: (uri) => void this.pair(uri),
    selectChain: (chainId) => void this.switchChain(chainId),
    approveProposal: () => void this.answerProposal('approve'),
    rejectProposal: () => void this.answerProposal('reject'),
    approveRequest: () => void this.answerRequest('approve'),
    rejectRequest: () => void this.answerRequest('reject'),
    disconnect: (topic) => void this.disconnect(topic),
  };

  /** Starts the sign-client against the devstack relay and shows the sessions it kept. */
  async start(view: WalletPageView): Promise<void> {
    this.view = view;
    view.showChain(this.currentChainId);
    view.setStatus('Connecting to the relay…');
    const { config, accountIndex } = this.options;
    const client = await SignClient.init({
      projectId: config.projectId,
      relayUrl: config.relayUrl,
      telemetryEnabled: false,
      logger: 'error',
      customStoragePrefix: `keyport-demo-wallet-${accountIndex}`,
      metadata: {
        name: DEMO_WALLET_NAME,
        description: 'A WalletConnect wallet holding a devnet account of the Keyport devstack.',
        url: window.location.origin,
        icons: [`${window.location.origin}/icon.svg`],
      },
    });
    pointVerifyAt(client, config.verifyUrl);
    this.client = client;
    client.on('session_proposal', (proposal) => this.receiveProposal(proposal));
    client.on('session_request', (request) => void this.receiveRequest(request));
    client.on('session_delete', ({ topic }) => this.sessionEnded(topic, 'disconnected'));
    client.on('session_expire', ({ topic }) => this.sessionEnded(topic, 'expired'));
    client.on('proposal_expire', ({ id }) => this.dropProposal(id));
    client.on('session_request_expire', ({ id }) => this.dropRequest(id));
    this.showSessions();
    view.markReady();
    view.setStatus('Ready');
  }

  async pair(uri: string): Promise<void> {
    const { client, view } = this.started();
    view.setStatus('Pairing…');
    try {
      await client.core.pairing.pair({ uri });
      view.clearUri();
      // The proposal may have arrived while pair() was settling; the status then already names it.
      if (this.proposals.length === 0) view.setStatus('Paired, waiting for the session proposal…');
    } catch (error) {
      view.setStatus(`Could not pair: ${errorText(error)}`);
    }
  }

  /** Moves the wallet to a devstack chain and tells every session that holds it. */
  async switchChain(chainId: number): Promise<void> {
    const { client, view } = this.started();
    const chain = this.options.config.chains.find((candidate) => candidate.chainId === chainId);
    if (chain === undefined) return;
    this.currentChainId = chainId;
    view.showChain(chainId);
    const caip = `eip155:${chainId}`;
    const sessions = client.session
      .getAll()
      .filter((session) => session.namespaces.eip155?.chains?.includes(caip));
    await Promise.all(
      sessions.map((session) =>
        client.emit({ topic: session.topic, chainId: caip, event: { name: 'chainChanged', data: chainId } }),
      ),
    );
    view.setStatus(`Switched to ${chain.name}`);
  }

  private started(): { client: WalletSignClient; view: WalletPageView } {
    if (this.client === undefined || this.view === undefined) throw new Error('The wallet has not started');
    return { client: this.client, view: this.view };
  }

  private receiveProposal(proposal: Proposal): void {
    this.proposals.push(proposal);
    this.view?.setStatus(`Session proposal from ${proposal.params.proposer.metadata.name}`);
    if (this.options.auto !== undefined) void this.answerProposal(this.options.auto);
    else this.showProposal();
  }

  private showProposal(): void {
    const [proposal] = this.proposals;
    this.view?.showProposal(
      proposal && {
        dappName: proposal.params.proposer.metadata.name,
        dappUrl: proposal.params.proposer.metadata.url,
        requestedChains: requestedChains(proposal.params),
      },
    );
  }

  private dropProposal(id: number): void {
    const index = this.proposals.findIndex((proposal) => proposal.id === id);
    if (index < 0) return;
    this.proposals.splice(index, 1);
    this.showProposal();
  }

  private async answerProposal(answer: 'approve' | 'reject'): Promise<void> {
    const { client, view } = this.started();
    const proposal = this.proposals.shift();
    this.showProposal();
    if (proposal === undefined) return;
    const dappName = proposal.params.proposer.metadata.name;
    try {
      if (answer === 'reject') {
        await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
        view.setStatus('Rejected');
        return;
      }
      const decision = buildSessionNamespaces(proposal.params, {
        address: this.options.account.address,
        chainIds: this.options.config.chains.map((chain) => chain.chainId),
      });
      if (!decision.ok) {
        await client.reject({ id: proposal.id, reason: getSdkError(decision.refusal, decision.detail) });
        view.setStatus(`Refused: ${getSdkError(decision.refusal, decision.detail).message}`);
        return;
      }
      const { acknowledged } = await client.approve({ id: proposal.id, namespaces: decision.namespaces });
      view.setStatus(`Paired with ${dappName}`);
      this.showSessions();
      acknowledged().then(
        () => this.showSessions(),
        () => undefined,
      );
    } catch (error) {
      view.setStatus(`Could not answer the proposal: ${errorText(error)}`);
    }
  }

  private async receiveRequest(request: SessionRequest): Promise<void> {
    if (!needsApproval(request.params.request.method)) {
      await this.respond(request, 'approve');
      return;
    }
    this.requests.push(request);
    if (this.options.auto !== undefined) await this.answerRequest(this.options.auto);
    else this.showRequest();
  }

  private showRequest(): void {
    const [request] = this.requests;
    this.view?.showRequest(
      request && {
        dappName: this.peerNameOf(request.topic),
        method: request.params.request.method,
        chainId: request.params.chainId,
        params: request.params.request.params,
      },
    );
  }

  private dropRequest(id: number): void {
    const index = this.requests.findIndex((request) => request.id === id);
    if (index < 0) return;
    this.requests.splice(index, 1);
    this.showRequest();
  }

  private async answerRequest(answer: 'approve' | 'reject'): Promise<void> {
    const request = this.requests.shift();
    this.showRequest();
    if (request !== undefined) await this.respond(request, answer);
  }

  /** Answers one request through its session and says on the status line what happened. */
  private async respond(request: SessionRequest, answer: 'approve' | 'reject'): Promise<void> {
    const { client, view } = this.started();
    const { topic, id } = request;
    const walletRequest: WalletRequest = { ...request.params.request, chainId: request.params.chainId };
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } };
    let status: string | undefined;
    if (answer === 'reject') {
      response = { id, jsonrpc: '2.0', error: { ...USER_REJECTED_ANSWER } };
      status = 'Rejected';
    } else {
      try {
        const result = await answerWalletRequest(walletRequest, this.requestContext(topic));
        response = { id, jsonrpc: '2.0', result };
        status = answeredStatus(walletRequest.method, result);
      } catch (error) {
        response = { id, jsonrpc: '2.0', error: rpcErrorOf(error) };
        status = `Failed: ${rpcErrorOf(error).message}`;
      }
    }
    try {
      await client.respond({ topic, response });
      if (needsApproval(walletRequest.method) && status !== undefined) view.setStatus(status);
    } catch (error) {
      view.setStatus(`Could not answer ${walletRequest.method}: ${errorText(error)}`);
    }
  }

  private requestContext(topic: string): WalletRequestContext {
    const { client } = this.started();
    const session = client.session.get(topic);
    return {
      account: this.options.account,
      chains: this.options.config.chains,
      currentChainId: this.currentChainId,
      sessionChains: session.namespaces.eip155?.chains ?? [],
      switchChain: (chainId: number) => this.switchChain(chainId),
    };
  }

  private async disconnect(topic: string): Promise<void> {
    const { client, view } = this.started();
    const name = this.peerNameOf(topic);
    try {
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') });
      view.setStatus(`Disconnected from ${name}`);
    } catch (error) {
      view.setStatus(`Could not disconnect: ${errorText(error)}`);
    }
    this.showSessions();
  }

  private sessionEnded(topic: string, how: 'disconnected' | 'expired'): void {
    this.view?.setStatus(`${this.peerNameOf(topic)} ${how}`);
    this.showSessions();
  }

  private peerNameOf(topic: string): string {
    return this.peerNames.get(topic) ?? 'The dapp';
  }

  private showSessions(): void {
    const { client, view } = this.started();
    const rows: SessionRow[] = client.session.getAll().map((session) => ({
      topic: session.topic,
      peerName: session.peer.metadata.name,
      peerUrl: session.peer.metadata.url,
    }));
    for (const row of rows) this.peerNames.set(row.topic, row.peerName);
    view.showSessions(rows);
  }
}
