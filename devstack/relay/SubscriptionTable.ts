import { type RelayPeer } from './RelayPeer';
import { subscriptionId } from './subscriptionId';

/** Which connection listens to which topic, under which subscription id. */
export class SubscriptionTable {
  private readonly byTopic = new Map<string, Map<RelayPeer, string>>();

  /** Subscribing twice is harmless: the id is derived, so the second call returns the same one. */
  add(topic: string, peer: RelayPeer): string {
    const id = subscriptionId(topic, peer.clientId);
    const peers = this.byTopic.get(topic) ?? new Map<RelayPeer, string>();
    peers.set(peer, id);
    this.byTopic.set(topic, peers);
    return id;
  }

  /** Removes the peer's subscription if the id is its own; an unknown one is already gone. */
  remove(topic: string, id: string, peer: RelayPeer): void {
    const peers = this.byTopic.get(topic);
    if (peers?.get(peer) !== id) return;
    peers.delete(peer);
    if (peers.size === 0) this.byTopic.delete(topic);
  }

  removePeer(peer: RelayPeer): void {
    for (const [topic, peers] of this.byTopic) {
      peers.delete(peer);
      if (peers.size === 0) this.byTopic.delete(topic);
    }
  }

  subscribers(topic: string): ReadonlyMap<RelayPeer, string> {
    return this.byTopic.get(topic) ?? new Map();
  }
}
