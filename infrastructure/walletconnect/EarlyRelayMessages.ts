import { type SignClientInstance } from './SignClientTypes';

/** A message the relay delivered on a topic, as the SDK's relayer hands it on. */
export interface RelayMessage {
  readonly topic: string;
  readonly message: string;
  readonly publishedAt: number;
}

/** The relayer's event for a message received on a topic (the SDK's `RELAYER_EVENTS.message`). */
export const RELAYER_MESSAGE = 'relayer_message';

/**
 * What the relay delivers while the client starts. A starting sign-client subscribes again to the
 * topics it kept (a pairing made before a reload among them) before its engine listens, so the
 * wallet's answer to a proposal can arrive then: the core's pairing handler takes it (and drops the
 * engine's record of the proposal it answers) while the engine never hears it, and the SDK replays
 * missed messages of sessions only. Kept here from the client's construction until `stop`, so the
 * answer can be handed to the engine once it listens (`resumeProposal`).
 */
export class EarlyRelayMessages {
  private readonly received: RelayMessage[] = [];

  constructor(private readonly client: SignClientInstance) {
    client.core.relayer.on(RELAYER_MESSAGE, this.keep);
  }

  /** The client has started: its engine hears what comes from now on. */
  stop(): void {
    this.client.core.relayer.off(RELAYER_MESSAGE, this.keep);
  }

  /** What arrived on `topic` while the client started, oldest first. */
  on(topic: string): RelayMessage[] {
    return this.received.filter((received) => received.topic === topic);
  }

  private readonly keep = (received: RelayMessage): void => {
    this.received.push({
      topic: received.topic,
      message: received.message,
      publishedAt: received.publishedAt,
    });
  };
}
