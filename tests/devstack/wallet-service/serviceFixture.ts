import { createHmac } from 'node:crypto';
import { type FrameRequest } from '../../../devstack/wallet-service/protocol/frameProtocol';
import { type FrameContext, type ServiceAnswer } from '../../../devstack/wallet-service/protocol/serviceApi';
import { type ChainAccess } from '../../../devstack/wallet-service/server/ChainAccess';
import { LOOPBACK_ORIGINS } from '../../../devstack/wallet-service/server/ProjectAccess';
import {
  DEFAULT_SERVICE_SECRET,
  WalletService,
  type WalletServiceSettings,
} from '../../../devstack/wallet-service/server/WalletService';

export const PROJECT = 'keyport-demo-project';
export const SITE = 'http://127.0.0.1:3000';
export const SERVICE_URL = 'http://localhost:8555';

/**
 * A user's private key (hex, no 0x) as the service derives it: HMAC-SHA256 of its secret over the
 * user's id. Tests check it against the user's address, then look for it where it must never be.
 */
export function derivedKeyHex(userId: string, secret = DEFAULT_SERVICE_SECRET): string {
  return createHmac('sha256', secret).update(`${userId}\n0`).digest('hex');
}

/** A frame's context: the demo project on the demo site, device `device-1`, chain 1. */
export function frameContext(overrides: Partial<FrameContext> = {}): FrameContext {
  return { projectId: PROJECT, origin: SITE, deviceId: 'device-1', chainId: 1, ...overrides };
}

/** The service's time, moved by the test. */
export class TestClock {
  nowMs = Date.UTC(2025, 0, 1);
  now(): number {
    return this.nowMs;
  }
  advance(ms: number): void {
    this.nowMs += ms;
  }
}

/** Dev chains as a recorder: what was funded and sent, with canned chain answers. */
export class RecordingChains implements ChainAccess {
  readonly chains = [
    { chainId: 1, name: 'Ethereum (devstack)', rpcUrl: 'http://127.0.0.1:1' },
    { chainId: 42161, name: 'Arbitrum One (devstack)', rpcUrl: 'http://127.0.0.1:2' },
  ];
  readonly funded: string[] = [];
  readonly forwarded: { chainId: number; method: string; params: unknown }[] = [];
  failFunding = false;

  async forward(chainId: number, method: string, params: unknown): Promise<unknown> {
    this.forwarded.push({ chainId, method, params });
    return '0x2a';
  }
  async sendTransaction(): Promise<`0x${string}`> {
    return `0x${'ab'.repeat(32)}`;
  }
  async fund(address: `0x${string}`): Promise<void> {
    if (this.failFunding) throw new Error('the chain is down');
    this.funded.push(address);
  }
}

export interface ServiceFixture {
  readonly service: WalletService;
  readonly clock: TestClock;
  readonly chains: RecordingChains;
  /** A frame's context: the demo project on the demo site, device `device-1`, chain 1. */
  context(overrides?: Partial<FrameContext>): FrameContext;
  request(type: FrameRequest, payload?: unknown, context?: FrameContext): Promise<ServiceAnswer>;
  /** The payload of a success answer; fails the test with the error's message otherwise. */
  ok(type: FrameRequest, payload?: unknown, context?: FrameContext): Promise<unknown>;
  /** The message of an error answer; fails the test otherwise. */
  error(type: FrameRequest, payload?: unknown, context?: FrameContext): Promise<string>;
  lastMail(to: string): { code?: string; link?: string; subject: string };
  /** Logs `email` in on `context`'s device from scratch (device link, code); answers the session token. */
  logIn(email: string, context?: FrameContext): Promise<string>;
}

export function serviceFixture(settings: Partial<WalletServiceSettings> = {}): ServiceFixture {
  const clock = new TestClock();
  const chains = new RecordingChains();
  const service = new WalletService({
    serviceUrl: SERVICE_URL,
    chains,
    projects: { [PROJECT]: { allowedOrigins: LOOPBACK_ORIGINS } },
    clock,
    ...settings,
  });
  const context = frameContext;
  const request = (type: FrameRequest, payload?: unknown, on: FrameContext = context()) =>
    service.request({ context: on, type, payload });
  const fixture: ServiceFixture = {
    service,
    clock,
    chains,
    context,
    request,
    async ok(type, payload, on) {
      const answer = await request(type, payload, on);
      if (answer.outcome !== 'success') throw new Error(`${type} answered ${JSON.stringify(answer)}`);
      return answer.payload;
    },
    async error(type, payload, on) {
      const answer = await request(type, payload, on);
      if (answer.outcome !== 'error') throw new Error(`${type} answered ${JSON.stringify(answer)}`);
      return answer.message;
    },
    lastMail(to) {
      const mail = service.parts.mailbox.list(to).at(-1);
      if (mail === undefined) throw new Error(`No mail to ${to}`);
      return mail;
    },
    async logIn(email, on = context()) {
      await fixture.ok('CONNECT_EMAIL', { email }, on);
      const link = fixture.lastMail(email).link;
      if (link !== undefined) {
        service.parts.devices.approve(new URL(link).searchParams.get('token') ?? '');
        await fixture.ok('CONNECT_DEVICE', undefined, on);
      }
      const answer = await request('CONNECT_OTP', { otp: fixture.lastMail(email).code }, on);
      if (answer.outcome !== 'success' || typeof answer.session !== 'string') {
        throw new Error(`CONNECT_OTP answered ${JSON.stringify(answer)}`);
      }
      return answer.session;
    },
  };
  return fixture;
}

/** An order a shop asks to sign (eth_signTypedData_v4), on chain 1; its quantity is 2n once decoded. */
export const TYPED_DATA = {
  domain: { name: 'Keyport Shop', version: '1', chainId: 1 },
  types: {
    Order: [
      { name: 'item', type: 'string' },
      { name: 'quantity', type: 'uint256' },
    ],
  },
  primaryType: 'Order',
  message: { item: 'tea', quantity: '2' },
} as const;
