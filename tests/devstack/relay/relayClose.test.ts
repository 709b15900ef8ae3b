import http from 'node:http';
import { startRelay } from '../../../devstack/relay/startRelay';
import { RelayTestClient } from './RelayTestClient';

describe('close() (devstack: every test stops what it started)', () => {
  it('disconnects clients and frees the port for the next server', async () => {
    const relay = await startRelay();
    const port = Number(new URL(relay.url).port);
    const client = await RelayTestClient.connect(relay.url);
    const disconnected = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));

    await relay.close();
    await disconnected;

    const next = http.createServer();
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    expect((next.address() as { port: number }).port).toBe(port);
    await new Promise<void>((resolve) => next.close(() => resolve()));
  });
});
