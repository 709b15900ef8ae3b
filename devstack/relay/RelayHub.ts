import {
  type JsonRpcId,
  type JsonRpcRequest,
  type JsonRpcResponse,
  errorFrame,
  parseFrame,
  requestFrame,
  resultFrame,
} from './jsonRpc';
import { MessageStore, type NewMessage, type StoredMessage } from './MessageStore';
import { type RelayClock } from './RelayClock';
import { type RelayPeer } from './RelayPeer';
import {
  type Decoded,
  decodeApproveSession,
  decodeBatchUnsubscribe,
  decodeFetchTopics,
  decodeProposeSession,
  decodePublish,
  decodeTopic,
  decodeTopics,
  decodeUnsubscribe,
} from './relayParams';
import { SubscriptionTable } from './SubscriptionTable';

/**
 * Tags and time to live of the session messages the relay publishes on the sender's behalf for
 * `wc_proposeSession` and `wc_approveSession`: the ones the Sign protocol gives the same messages when
 * a client publishes them itself (proposal 1100, its answer 1101, settlement 1102; five minutes).
 */
const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const;
const SESSION_TTL_SECONDS = 300;

/** What a method handler answers, and what to do once the answer has been sent. */
type Outcome = Decoded<unknown> & { readonly afterAnswer?: () => void };

type Handler = (peer: RelayPeer, params: unknown) => Outcome;

/** A fetched or pushed message, in the shape clients read. */
function messageData(stored: StoredMessage): Record<string, unknown> {
  return {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
    ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
  };
}

/**
 * The relay's routing: subscriptions, publishing, stored messages and their delivery acknowledgements.
 * It speaks JSON-RPC text frames with peers and knows nothing of sockets.
 */
export class RelayHub {
  private readonly store: MessageStore;
  private readonly table = new SubscriptionTable();
  /** Pushed messages each peer has not acknowledged yet, by the push's request id. */
  private readonly unacknowledged = new Map<RelayPeer, Map<JsonRpcId, StoredMessage>>();
  private nextPushId: number;

  private readonly handlers: Readonly<Record<string, Handler>> = {
    irn_subscribe: (peer, params) => this.subscribe(peer, decodeTopic(params), (ids) => ids[0]),
    irn_batchSubscribe: (peer, params) => this.subscribe(peer, decodeTopics(params), (ids) => ids),
    irn_unsubscribe: (peer, params) => this.unsubscribe(peer, decodeUnsubscribe(params)),
    irn_batchUnsubscribe: (peer, params) => this.unsubscribe(peer, decodeBatchUnsubscribe(params)),
    irn_publish: (peer, params) => this.publish(peer, params),
    irn_fetchMessages: (peer, params) => this.fetchMessages(peer, params),
    irn_batchFetchMessages: (peer, params) => this.fetchMessages(peer, params),
    wc_proposeSession: (peer, params) => this.proposeSession(peer, params),
    wc_approveSession: (peer, params) => this.approveSession(peer, params),
  };

  constructor(clock: RelayClock) {
    this.store = new MessageStore(clock);
    // Push ids only need to be unique; starting from the time keeps them apart across restarts.
    this.nextPushId = clock.now() * 1000;
  }

  /** Handles one text frame from a peer; every request gets exactly one answer. */
  receive(peer: RelayPeer, text: string): void {
    const frame = parseFrame(text);
    if (frame.kind === 'invalid') this.send(peer, errorFrame(frame.id, frame.error));
    else if (frame.kind === 'response') this.acknowledge(peer, frame.response);
    else this.handle(peer, frame.request);
  }

  /** Forgets a closed connection; what it had not acknowledged stays deliverable to its client. */
  disconnect(peer: RelayPeer): void {
    this.table.removePeer(peer);
    for (const stored of this.unacknowledged.get(peer)?.values() ?? []) stored.heldBy.delete(peer.clientId);
    this.unacknowledged.delete(peer);
  }

  private handle(peer: RelayPeer, request: JsonRpcRequest): void {
    const handler = this.handlers[request.method];
    if (handler === undefined) {
      this.send(peer, errorFrame(request.id, 'methodNotFound', request.method));
      return;
    }
    const outcome = handler(peer, request.params);
    if (!outcome.ok) {
      this.send(peer, errorFrame(request.id, 'invalidParams', outcome.reason));
      return;
    }
    this.send(peer, resultFrame(request.id, outcome.value));
    outcome.afterAnswer?.();
  }

  /** Subscribes, answers the id(s), then pushes what was stored for the topics before. */
  private subscribe<T extends string | readonly string[]>(
    peer: RelayPeer,
    decoded: Decoded<T>,
    answer: (ids: readonly string[]) => unknown,
  ): Outcome {
    if (!decoded.ok) return decoded;
    const topics: readonly string[] = typeof decoded.value === 'string' ? [decoded.value] : decoded.value;
    const ids = topics.map((topic) => this.table.add(topic, peer));
    return {
      ok: true,
      value: answer(ids),
      afterAnswer: () => topics.forEach((topic) => this.pushStored(peer, topic)),
    };
  }

  private unsubscribe(
    peer: RelayPeer,
    decoded: Decoded<{ topic: string; id: string } | readonly { topic: string; id: string }[]>,
  ): Outcome {
    if (!decoded.ok) return decoded;
    const refs = Array.isArray(decoded.value) ? decoded.value : [decoded.value];
    for (const ref of refs as readonly { topic: string; id: string }[])
      this.table.remove(ref.topic, ref.id, peer);
    return { ok: true, value: true };
  }

  private publish(peer: RelayPeer, params: unknown): Outcome {
    const decoded = decodePublish(params);
    if (!decoded.ok) return decoded;
    const { topic, message, ttl, tag, attestation } = decoded.value;
    const stored = this.storeFrom(peer, {
      topic,
      message,
      ttlSeconds: ttl,
      tag,
      ...(attestation === undefined ? {} : { attestation }),
    });
    return { ok: true, value: true, afterAnswer: () => this.fanOut(stored) };
  }

  /** Hands over the stored messages the client does not have yet; they count as received. */
  private fetchMessages(peer: RelayPeer, params: unknown): Outcome {
    const decoded = decodeFetchTopics(params);
    if (!decoded.ok) return decoded;
    const messages = decoded.value.flatMap((topic) => this.store.missing(topic, peer.clientId));
    for (const stored of messages) stored.heldBy.add(peer.clientId);
    return { ok: true, value: { messages: messages.map(messageData), hasMore: false } };
  }

  /**
   * The proposer publishes its proposal on the pairing topic and never subscribes to it itself, so
   * the relay subscribes it: the wallet's answer comes back on that topic.
   */
  private proposeSession(peer: RelayPeer, params: unknown): Outcome {
    const decoded = decodeProposeSession(params);
    if (!decoded.ok) return decoded;
    const { pairingTopic, sessionProposal, attestation, ttl } = decoded.value;
    this.table.add(pairingTopic, peer);
    const proposal = this.storeFrom(peer, {
      topic: pairingTopic,
      message: sessionProposal,
      ttlSeconds: ttl ?? SESSION_TTL_SECONDS,
      tag: SESSION_TAGS.proposal,
      ...(attestation === undefined ? {} : { attestation }),
    });
    return {
      ok: true,
      value: true,
      afterAnswer: () => {
        this.pushStored(peer, pairingTopic);
        this.fanOut(proposal);
      },
    };
  }

  /**
   * The wallet answers the proposal on the pairing topic and settles the session on the new session
   * topic in one call; the relay subscribes it to the session topic, where the proposer will answer.
   */
  private approveSession(peer: RelayPeer, params: unknown): Outcome {
    const decoded = decodeApproveSession(params);
    if (!decoded.ok) return decoded;
    const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl } =
      decoded.value;
    this.table.add(sessionTopic, peer);
    const ttlSeconds = ttl ?? SESSION_TTL_SECONDS;
    const response = this.storeFrom(peer, {
      topic: pairingTopic,
      message: sessionProposalResponse,
      ttlSeconds,
      tag: SESSION_TAGS.proposalResponse,
    });
    const settlement = this.storeFrom(peer, {
      topic: sessionTopic,
      message: sessionSettlementRequest,
      ttlSeconds,
      tag: SESSION_TAGS.settlement,
    });
    return {
      ok: true,
      value: true,
      afterAnswer: () => {
        this.pushStored(peer, sessionTopic);
        this.fanOut(response);
        this.fanOut(settlement);
      },
    };
  }

  private storeFrom(peer: RelayPeer, message: Omit<NewMessage, 'publisherClientId'>): StoredMessage {
    return this.store.add({ ...message, publisherClientId: peer.clientId });
  }

  /** Sends a new message to every open subscriber of its topic that does not have it. */
  private fanOut(stored: StoredMessage): void {
    for (const [peer, id] of this.table.subscribers(stored.topic)) this.push(peer, id, stored);
  }

  private pushStored(peer: RelayPeer, topic: string): void {
    const id = this.table.subscribers(topic).get(peer);
    if (id === undefined) return;
    for (const stored of this.store.missing(topic, peer.clientId)) this.push(peer, id, stored);
  }

  private push(peer: RelayPeer, subscriptionId: string, stored: StoredMessage): void {
    if (!peer.isOpen() || stored.heldBy.has(peer.clientId)) return;
    const pushId = this.nextPushId++;
    stored.heldBy.add(peer.clientId);
    const pending = this.unacknowledged.get(peer) ?? new Map<JsonRpcId, StoredMessage>();
    pending.set(pushId, stored);
    this.unacknowledged.set(peer, pending);
    peer.send(requestFrame(pushId, 'irn_subscription', { id: subscriptionId, data: messageData(stored) }));
  }

  /** A client's answer to a push: `true` settles it; an error makes the message deliverable again. */
  private acknowledge(peer: RelayPeer, response: JsonRpcResponse): void {
    const pending = this.unacknowledged.get(peer);
    const stored = pending?.get(response.id);
    if (pending === undefined || stored === undefined) return;
    pending.delete(response.id);
    if (response.error !== undefined) stored.heldBy.delete(peer.clientId);
  }

  private send(peer: RelayPeer, frame: string): void {
    if (peer.isOpen()) peer.send(frame);
  }
}
