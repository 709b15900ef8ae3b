import { createHash } from 'node:crypto';
import { type Relay, startRelay } from '../../../devstack/relay/startRelay';
import { RelayTestClient } from './RelayTestClient';

/** A clock the tests move by hand, so message expiry is checked without waiting. */
const clock = { time: Date.UTC(2026, 0, 1), now: (): number => clock.time };

let relay: Relay;
const clients: RelayTestClient[] = [];
let topicCount = 0;

/** A fresh 32-byte hex topic per test, so tests sharing the relay never see each other's messages. */
function newTopic(): string {
  topicCount += 1;
  return createHash('sha256').update(`topic-${topicCount}-${Math.random()}`).digest('hex');
}

async function connect(clientId?: string): Promise<RelayTestClient> {
  const client = await RelayTestClient.connect(relay.url, clientId);
  clients.push(client);
  return client;
}

/** A request answered means every frame the relay sent before it has arrived too. */
async function roundTrip(client: RelayTestClient): Promise<void> {
  await client.request('irn_fetchMessages', { topic: newTopic() });
}

beforeAll(async () => {
  relay = await startRelay({ clock, pingIntervalMs: 100 });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await relay.close();
});

describe('relay URL (a ws://127.0.0.1:PORT relay URL is accepted)', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('irn_subscribe / irn_publish (relay JSON-RPC)', () => {
  it('answers subscribe with the id the client derives: sha256(topic + client id)', async () => {
    const client = await connect('did:key:z6MkRelayTestSubscriber');
    const topic = newTopic();
    const answer = await client.request('irn_subscribe', { topic });
    const expected = createHash('sha256')
      .update(topic + 'did:key:z6MkRelayTestSubscriber')
      .digest('hex');
    expect(answer.result).toBe(expected);
  });

  it('answers batch subscribe with one id per topic, in order', async () => {
    const client = await connect();
    const answer = await client.request('irn_batchSubscribe', { topics: [newTopic(), newTopic()] });
    expect(answer.result).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
  });

  it('pushes a publish to every open subscriber of the topic as irn_subscription, not to the publisher', async () => {
    const [publisher, first, second] = await Promise.all([connect(), connect(), connect()]);
    const topic = newTopic();
    const firstId = (await first.request('irn_subscribe', { topic })).result;
    const secondId = (await second.request('irn_subscribe', { topic })).result;
    await publisher.request('irn_subscribe', { topic });

    const published = await publisher.request('irn_publish', {
      topic,
      message: 'hello',
      ttl: 300,
      tag: 1108,
    });

    expect(published.result).toBe(true);
    const [toFirst, toSecond] = await Promise.all([first.nextPush(), second.nextPush()]);
    expect(toFirst.params).toEqual({
      id: firstId,
      data: { topic, message: 'hello', publishedAt: clock.time, tag: 1108 },
    });
    expect(toSecond.params.id).toBe(secondId);
    await roundTrip(publisher);
    expect(publisher.pendingPushes()).toEqual([]);
  });

  it('sends nothing to a closed socket; its client gets the message when it comes back', async () => {
    const [publisher, listener] = await Promise.all([connect(), connect('did:key:z6MkComesBack')]);
    const topic = newTopic();
    await listener.request('irn_subscribe', { topic });
    await listener.close();

    await publisher.request('irn_publish', { topic, message: 'while away', ttl: 300, tag: 1 });

    const returned = await connect('did:key:z6MkComesBack');
    await returned.request('irn_subscribe', { topic });
    expect((await returned.nextPush()).params.data.message).toBe('while away');
  });
});

describe('stored messages (stores messages for subscribers that arrive later, until their ttl)', () => {
  it('delivers a message published before the subscription, right after the subscribe answer', async () => {
    const [publisher, late] = await Promise.all([connect(), connect()]);
    const topic = newTopic();
    await publisher.request('irn_publish', { topic, message: 'early', ttl: 60, tag: 1100, prompt: true });

    const subscribed = await late.request('irn_subscribe', { topic });

    const push = await late.nextPush();
    expect(push.params).toEqual({
      id: subscribed.result,
      data: expect.objectContaining({ message: 'early', tag: 1100 }),
    });
  });

  it('keeps a message until its ttl runs out, and not after', async () => {
    const [publisher, beforeExpiry, afterExpiry] = await Promise.all([connect(), connect(), connect()]);
    const topic = newTopic();
    await publisher.request('irn_publish', { topic, message: 'short-lived', ttl: 30, tag: 1 });

    clock.time += 29_000;
    await beforeExpiry.request('irn_subscribe', { topic });
    expect((await beforeExpiry.nextPush()).params.data.message).toBe('short-lived');

    clock.time += 1_000;
    await afterExpiry.request('irn_subscribe', { topic });
    await roundTrip(afterExpiry);
    expect(afterExpiry.pendingPushes()).toEqual([]);
    expect((await afterExpiry.request('irn_fetchMessages', { topic })).result).toEqual({
      messages: [],
      hasMore: false,
    });
  });

  it('hands stored messages to irn_fetchMessages / irn_batchFetchMessages once per client', async () => {
    const [publisher, reader] = await Promise.all([connect(), connect()]);
    const [topicA, topicB] = [newTopic(), newTopic()];
    await publisher.request('irn_publish', { topic: topicA, message: 'a', ttl: 300, tag: 1 });
    await publisher.request('irn_publish', { topic: topicB, message: 'b', ttl: 300, tag: 2 });

    const fetched = await reader.request('irn_batchFetchMessages', { topics: [topicA, topicB] });

    expect(fetched.result).toEqual({
      messages: [
        { topic: topicA, message: 'a', publishedAt: clock.time, tag: 1 },
        { topic: topicB, message: 'b', publishedAt: clock.time, tag: 2 },
      ],
      hasMore: false,
    });
    await reader.request('irn_subscribe', { topic: topicA });
    await roundTrip(reader);
    expect(reader.pendingPushes()).toEqual([]);
  });
});

describe('irn_unsubscribe / irn_batchUnsubscribe (relay JSON-RPC)', () => {
  it('stops delivery on the topic after unsubscribe', async () => {
    const [publisher, listener] = await Promise.all([connect(), connect()]);
    const topic = newTopic();
    const id = (await listener.request('irn_subscribe', { topic })).result;

    expect((await listener.request('irn_unsubscribe', { topic, id })).result).toBe(true);
    await publisher.request('irn_publish', { topic, message: 'unheard', ttl: 300, tag: 1 });

    await roundTrip(listener);
    expect(listener.pendingPushes()).toEqual([]);
  });

  it('stops delivery on every listed topic after batch unsubscribe', async () => {
    const [publisher, listener] = await Promise.all([connect(), connect()]);
    const topics = [newTopic(), newTopic()];
    const ids = (await listener.request('irn_batchSubscribe', { topics })).result as string[];
    const subscriptions = topics.map((topic, index) => ({ topic, id: ids[index] }));

    expect((await listener.request('irn_batchUnsubscribe', { subscriptions })).result).toBe(true);
    for (const topic of topics)
      await publisher.request('irn_publish', { topic, message: 'x', ttl: 300, tag: 1 });

    await roundTrip(listener);
    expect(listener.pendingPushes()).toEqual([]);
  });
});

describe('wc_proposeSession / wc_approveSession (the relay subscribes the sender itself)', () => {
  it('carries a proposal, its approval and the settlement between a dapp and a wallet that never subscribe to their answer topics', async () => {
    const [dapp, wallet] = await Promise.all([connect('did:key:z6MkDapp'), connect('did:key:z6MkWallet')]);
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()];

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'encrypted-proposal',
      attestation: 'attestation-jwt',
    });
    expect(proposed.result).toBe(true);

    await wallet.request('irn_subscribe', { topic: pairingTopic });
    expect((await wallet.nextPush()).params.data).toEqual({
      topic: pairingTopic,
      message: 'encrypted-proposal',
      publishedAt: clock.time,
      tag: 1100,
      attestation: 'attestation-jwt',
    });

    const approved = await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'encrypted-response',
      sessionSettlementRequest: 'encrypted-settlement',
    });
    expect(approved.result).toBe(true);
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'encrypted-response',
      tag: 1101,
    });

    await dapp.request('irn_subscribe', { topic: sessionTopic });
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'encrypted-settlement',
      tag: 1102,
    });

    await dapp.request('irn_publish', { topic: sessionTopic, message: 'settle-ack', ttl: 300, tag: 1103 });
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle-ack',
    });
  });

  it('answers a proposal without its pairing topic with -32602', async () => {
    const client = await connect();
    const answer = await client.request('wc_proposeSession', { sessionProposal: 'p' });
    expect(answer.error?.code).toBe(-32602);
  });
});

describe('errors (answers unknown methods with -32601, and survives malformed frames)', () => {
  it('answers an unknown method with -32601', async () => {
    const client = await connect();
    const answer = await client.request('irn_doesNotExist', {});
    expect(answer).toMatchObject({ id: expect.any(Number), error: { code: -32601 } });
  });

  it('answers bad JSON with -32700 and keeps the connection usable', async () => {
    const client = await connect();
    const answer = await client.sendRaw('{"id": 1, "method": ', null);
    expect(answer.error?.code).toBe(-32700);
    expect((await client.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String));
  });

  it('answers missing or wrong fields with -32602 and keeps the connection usable', async () => {
    const client = await connect();
    const noTtl = await client.request('irn_publish', { topic: newTopic(), message: 'm' });
    const noTopic = await client.request('irn_subscribe', {});
    const noParams = await client.request('irn_batchUnsubscribe', undefined);
    expect([noTtl, noTopic, noParams].map((answer) => answer.error?.code)).toEqual([-32602, -32602, -32602]);
    expect((await client.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String));
  });

  it('answers a frame that is not a request with -32600 and keeps the connection usable', async () => {
    const client = await connect();
    const answer = await client.sendRaw('[1, 2, 3]', null);
    expect(answer.error?.code).toBe(-32600);
    expect((await client.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String));
  });
});

describe('heartbeat (pings every 10 s; shortened here)', () => {
  it('sends WebSocket ping frames to a connected client', async () => {
    const client = await connect();
    const ping = new Promise<void>((resolve) => client.socket.once('ping', () => resolve()));
    await expect(ping).resolves.toBeUndefined();
  });
});
