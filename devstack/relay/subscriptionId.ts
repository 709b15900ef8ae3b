import { createHash } from 'node:crypto';

/**
 * The id of a client's subscription to a topic: sha256 of topic and client id, hex. Clients compute the
 * same value themselves and use it to unsubscribe, so the relay must derive it the same way.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex');
}
