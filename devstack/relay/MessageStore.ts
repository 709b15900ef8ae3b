import { type RelayClock } from './RelayClock';

/** A published message as the relay keeps it until its time to live runs out. */
export interface StoredMessage {
  readonly topic: string;
  readonly message: string;
  /** Milliseconds since the epoch, as the relay stamps it on delivery. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly tag: number;
  readonly attestation?: string;
  /** Clients that have it (the publisher, and every client that received it): none gets it twice. */
  readonly heldBy: Set<string>;
}

export interface NewMessage {
  readonly topic: string;
  readonly message: string;
  readonly ttlSeconds: number;
  readonly tag: number;
  readonly attestation?: string;
  readonly publisherClientId: string;
}

/**
 * Messages per topic, so that a client subscribing after the publish still receives them. Expired
 * messages are dropped whenever their topic is read, so memory stays bounded by the live ones.
 */
export class MessageStore {
  private readonly byTopic = new Map<string, StoredMessage[]>();

  constructor(private readonly clock: RelayClock) {}

  add(input: NewMessage): StoredMessage {
    const now = this.clock.now();
    const stored: StoredMessage = {
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt: now + input.ttlSeconds * 1000,
      tag: input.tag,
      ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
      heldBy: new Set([input.publisherClientId]),
    };
    this.byTopic.set(input.topic, [...this.live(input.topic), stored]);
    return stored;
  }

  /** The topic's messages that have not expired, oldest first. */
  live(topic: string): readonly StoredMessage[] {
    const now = this.clock.now();
    const kept = (this.byTopic.get(topic) ?? []).filter((stored) => stored.expiresAt > now);
    if (kept.length === 0) this.byTopic.delete(topic);
    else this.byTopic.set(topic, kept);
    return kept;
  }

  /** The topic's live messages the given client does not have yet. */
  missing(topic: string, clientId: string): readonly StoredMessage[] {
    return this.live(topic).filter((stored) => !stored.heldBy.has(clientId));
  }
}
