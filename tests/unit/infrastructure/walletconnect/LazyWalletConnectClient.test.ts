import {
  type WalletConnectClient,
  type WalletConnectEvent,
} from '../../../../application/ports/WalletConnectClient';
import { KeyportError } from '../../../../domain/errors/KeyportError';
import { LazyWalletConnectClient } from '../../../../infrastructure/walletconnect/LazyWalletConnectClient';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { FakeWalletConnectClient } from '../../../fakes/FakeWalletConnectClient';

/** A fake client that counts how often it was shut down. */
class ClosableFake extends FakeWalletConnectClient {
  closed = 0;

  override async close(): Promise<void> {
    this.closed += 1;
  }
}

/** A start function the test settles by hand, counting the starts. */
function controlledStart() {
  const pending: { resolve: (client: ClosableFake) => void; reject: (error: unknown) => void }[] = [];
  const start = jest.fn(
    () =>
      new Promise<WalletConnectClient>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { start, pending };
}

const SESSION = {
  topic: 'topic-1',
  accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const],
  peer: { name: 'Phone Wallet' },
  expiry: 2_000_000_000,
};

describe('LazyWalletConnectClient (the adapter loads only when WalletConnect is needed)', () => {
  it('starts nothing until the first call, then starts once for calls made while it starts', async () => {
    const { start, pending } = controlledStart();
    const port = new LazyWalletConnectClient(start);
    expect(start).not.toHaveBeenCalled();

    const restored = port.restore();
    const proposed = port.propose(['eip155:1']);
    expect(start).toHaveBeenCalledTimes(1);
    const client = new ClosableFake();
    client.session = SESSION;
    pending[0]?.resolve(client);

    await expect(restored).resolves.toEqual(SESSION);
    await expect(proposed).resolves.toMatchObject({ uri: expect.stringMatching(/^wc:/) });
    await port.request('topic-1', 'eip155:1', 'personal_sign', ['0x00', '0x01']);
    await port.disconnect('topic-1');
    expect(start).toHaveBeenCalledTimes(1);
    expect(client.calls.map((call) => call.method)).toEqual(['restore', 'propose', 'request', 'disconnect']);
    expect(client.calls[2]?.args).toEqual(['topic-1', 'eip155:1', 'personal_sign', ['0x00', '0x01']]);
  });

  it('a failed start fails the calls waiting for it, as a KeyportError; the next call starts again', async () => {
    const { start, pending } = controlledStart();
    const port = new LazyWalletConnectClient(start);

    const first = port.restore();
    const second = port.restore();
    pending[0]?.reject(new Error('Loading chunk keyport-walletconnect failed'));
    const failure = { code: 'WALLET_CONNECT_START_FAILED', shortMessage: 'WalletConnect could not start' };
    await expect(first).rejects.toMatchObject({
      ...failure,
      details: 'Loading chunk keyport-walletconnect failed',
    });
    await expect(second).rejects.toMatchObject(failure);

    const retried = port.restore();
    expect(start).toHaveBeenCalledTimes(2);
    pending[1]?.resolve(new ClosableFake());
    await expect(retried).resolves.toBeUndefined();
  });

  it('a start failure that is already a KeyportError keeps its code; one that is no Error keeps its text', async () => {
    const keyportFailure = new KeyportError('NETWORK_CLIENT_NOT_SET', 'Specific');
    await expect(new LazyWalletConnectClient(() => Promise.reject(keyportFailure)).restore()).rejects.toBe(
      keyportFailure,
    );
    await expect(
      new LazyWalletConnectClient(() => Promise.reject('offline')).restore(),
    ).rejects.toMatchObject({
      code: 'WALLET_CONNECT_START_FAILED',
      details: 'offline',
    });
  });

  it('events$ can be subscribed to before the client starts and relays its events once it has', async () => {
    const client = new ClosableFake();
    const port = new LazyWalletConnectClient(async () => client);
    const seen: WalletConnectEvent[] = [];
    port.events$.subscribe((event) => seen.push(event));

    await port.restore();
    client.events$.next({ type: 'chainChanged', topic: 'topic-1', chainId: 'eip155:42161' });
    client.events$.next({ type: 'sessionDeleted', topic: 'topic-1' });

    expect(seen).toEqual([
      { type: 'chainChanged', topic: 'topic-1', chainId: 'eip155:42161' },
      { type: 'sessionDeleted', topic: 'topic-1' },
    ]);
  });

  it('close shuts the started client down and stops relaying it; later calls fail and start nothing (hostile input, part 5)', async () => {
    const clients = [new ClosableFake(), new ClosableFake()];
    let starts = 0;
    const port = new LazyWalletConnectClient(async () => clients[starts++] ?? new ClosableFake());
    const seen: WalletConnectEvent[] = [];
    port.events$.subscribe((event) => seen.push(event));
    await port.restore();

    await port.close();
    clients[0]?.events$.next({ type: 'sessionDeleted', topic: 'old' });
    await expect(port.restore()).rejects.toEqual(new KeyportDestroyedError('WalletConnect'));
    await expect(port.propose(['eip155:1'])).rejects.toEqual(new KeyportDestroyedError('WalletConnect'));

    expect(starts).toBe(1);
    expect(clients.map((client) => client.closed)).toEqual([1, 0]);
    expect(seen).toEqual([]);
  });

  it('a call waiting for the start when close runs fails without reaching the client, which is shut down', async () => {
    const { start, pending } = controlledStart();
    const port = new LazyWalletConnectClient(start);
    const proposing = port.propose(['eip155:1']);
    const closing = port.close();
    const client = new ClosableFake();
    pending[0]?.resolve(client);

    await expect(proposing).rejects.toEqual(new KeyportDestroyedError('WalletConnect'));
    await closing;
    expect(client.calls).toEqual([]);
    expect(client.closed).toBe(1);
  });

  it('close before any start, or after a failed one, has nothing to shut down', async () => {
    await expect(
      new LazyWalletConnectClient(async () => new ClosableFake()).close(),
    ).resolves.toBeUndefined();
    const failing = new LazyWalletConnectClient(() => Promise.reject(new Error('offline')));
    await expect(failing.restore()).rejects.toBeInstanceOf(KeyportError);
    await expect(failing.close()).resolves.toBeUndefined();
  });
});
