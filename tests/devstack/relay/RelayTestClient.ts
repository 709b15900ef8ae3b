import { type RawData, WebSocket } from 'ws';

export interface RpcAnswer {
  readonly id: number | string | null;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

export interface PushedMessage {
  readonly id: number;
  readonly params: {
    readonly id: string;
    readonly data: {
      readonly topic: string;
      readonly message: string;
      readonly publishedAt: number;
      readonly tag: number;
      readonly attestation?: string;
    };
  };
}

/** An unsigned JWT whose issuer is the given client id: what the relay reads from `auth`. */
export function authToken(clientId: string): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId, sub: 'test' })}.c2ln`;
}

/**
 * A bare relay client for the tests: sends frames, matches answers to requests in order, queues the
 * relay's `irn_subscription` pushes and acknowledges each one the way the sign-client does.
 */
export class RelayTestClient {
  private nextId = 1;
  private readonly answers = new Map<number | string | null, (answer: RpcAnswer) => void>();
  private readonly pushes: PushedMessage[] = [];
  private readonly pushWaiters: ((push: PushedMessage) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.onFrame(data));
  }

  static async connect(relayUrl: string, clientId?: string): Promise<RelayTestClient> {
    const url = clientId === undefined ? relayUrl : `${relayUrl}/?auth=${authToken(clientId)}&projectId=test`;
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new RelayTestClient(socket);
  }

  request(method: string, params: unknown): Promise<RpcAnswer> {
    const id = this.nextId++;
    return this.sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }), id);
  }

  /** Sends any text and waits for the answer carrying `answerId` (null for unreadable frames). */
  sendRaw(text: string, answerId: number | string | null): Promise<RpcAnswer> {
    const answered = new Promise<RpcAnswer>((resolve) => this.answers.set(answerId, resolve));
    this.socket.send(text);
    return answered;
  }

  /** The next push not yet taken, waiting for it if none has arrived. */
  nextPush(): Promise<PushedMessage> {
    const queued = this.pushes.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => this.pushWaiters.push(resolve));
  }

  /** Pushes received and not yet taken; read after a request round trip, it is complete. */
  pendingPushes(): readonly PushedMessage[] {
    return [...this.pushes];
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.socket.close();
    await closed;
  }

  private onFrame(data: RawData): void {
    const frame = JSON.parse(data.toString()) as RpcAnswer & PushedMessage & { method?: string };
    if (frame.method === 'irn_subscription') {
      this.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
      const waiter = this.pushWaiters.shift();
      if (waiter === undefined) this.pushes.push(frame);
      else waiter(frame);
      return;
    }
    const resolve = this.answers.get(frame.id);
    this.answers.delete(frame.id);
    resolve?.(frame);
  }
}
