import { RelayHub } from '../../../devstack/relay/RelayHub';
import { type RelayPeer } from '../../../devstack/relay/RelayPeer';

/** A peer that records what it is sent and can be closed without a socket. */
function recordingPeer(clientId: string): RelayPeer & { frames: unknown[]; open: boolean } {
  const peer = {
    clientId,
    frames: [] as unknown[],
    open: true,
    isOpen: () => peer.open,
    send: (frame: string) => {
      peer.frames.push(JSON.parse(frame));
    },
  };
  return peer;
}

const TOPIC = 'ab'.repeat(32);

describe('RelayHub fan-out (publish reaches every subscriber, none is sent to a closed socket)', () => {
  it('sends the push to the open subscriber and nothing to the closed one', () => {
    const hub = new RelayHub({ now: () => 1_000 });
    const [publisher, open, closed] = [recordingPeer('p'), recordingPeer('o'), recordingPeer('c')];
    hub.receive(
      open,
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: TOPIC } }),
    );
    hub.receive(
      closed,
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: TOPIC } }),
    );
    closed.open = false;
    const framesBefore = closed.frames.length;

    hub.receive(
      publisher,
      JSON.stringify({
        id: 2,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: TOPIC, message: 'm', ttl: 60 },
      }),
    );

    expect(open.frames.at(-1)).toMatchObject({
      method: 'irn_subscription',
      params: { data: { message: 'm', tag: 0 } },
    });
    expect(closed.frames).toHaveLength(framesBefore);
  });

  it('makes a push answered with an error deliverable again on the next subscribe', () => {
    const hub = new RelayHub({ now: () => 1_000 });
    const [publisher, listener] = [recordingPeer('p'), recordingPeer('l')];
    const subscribe = JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_subscribe',
      params: { topic: TOPIC },
    });
    hub.receive(listener, subscribe);
    hub.receive(
      publisher,
      JSON.stringify({
        id: 2,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: TOPIC, message: 'm', ttl: 60 },
      }),
    );
    const push = listener.frames.at(-1) as { id: number };

    hub.receive(
      listener,
      JSON.stringify({ id: push.id, jsonrpc: '2.0', error: { code: -1, message: 'no' } }),
    );
    hub.receive(listener, subscribe);

    expect(listener.frames.at(-1)).toMatchObject({
      method: 'irn_subscription',
      params: { data: { message: 'm' } },
    });
  });
});
