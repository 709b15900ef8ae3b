import { type FrameRequest } from '../../../devstack/wallet-service/protocol/frameProtocol';
import { type FrameContext, type ServiceAnswer } from '../../../devstack/wallet-service/protocol/serviceApi';
import { LOOPBACK_ORIGINS } from '../../../devstack/wallet-service/server/ProjectAccess';
import {
  type RunningWalletService,
  startWalletService,
  type WalletServiceOptions,
} from '../../../devstack/wallet-service/startWalletService';
import { frameContext, PROJECT, RecordingChains, TestClock } from './serviceFixture';

/** A cold build of the frame's bundle (first run on a busy machine) takes a few seconds. */
export const START_MS = 60_000;

/** Hardhat's well-known account 9: a dev key, no secret. */
const FUNDER = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';

export interface HttpFixture {
  readonly running: RunningWalletService;
  readonly chains: RecordingChains;
  readonly clock: TestClock;
  /** Every body the service answered, so a test can search them all. */
  readonly bodies: string[];
  context(overrides?: Partial<FrameContext>): FrameContext;
  /** A frame request over HTTP, as the frame's script sends it. */
  api(type: FrameRequest, payload?: unknown, context?: FrameContext): Promise<ServiceAnswer>;
  get(path: string, init?: RequestInit): Promise<Response & { body_: string }>;
  post(path: string, body: unknown, init?: RequestInit): Promise<Response & { body_: string }>;
}

export async function startHttpFixture(options: Partial<WalletServiceOptions> = {}): Promise<HttpFixture> {
  const chains = new RecordingChains();
  const clock = new TestClock();
  const running = await startWalletService({
    chains: chains.chains,
    chainAccess: chains,
    projects: { [PROJECT]: { allowedOrigins: LOOPBACK_ORIGINS } },
    funderPrivateKey: FUNDER,
    clock,
    ...options,
  });
  const bodies: string[] = [];
  const read = async (response: Response) => {
    const text = await response.text();
    bodies.push(text);
    return Object.assign(response, { body_: text });
  };
  const context = frameContext;
  const post = async (path: string, body: unknown, init: RequestInit = {}) =>
    read(
      await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        ...init,
      }),
    );
  return {
    running,
    chains,
    clock,
    bodies,
    context,
    async api(type, payload, on = context()) {
      const response = await post('/api/request', { context: on, type, payload });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.body_}`);
      return JSON.parse(response.body_) as ServiceAnswer;
    },
    get: async (path, init = {}) =>
      read(await fetch(`${running.url}${path}`, { redirect: 'manual', ...init })),
    post,
  };
}

export function successPayload(answer: ServiceAnswer): unknown {
  if (answer.outcome !== 'success') throw new Error(`Expected success, got ${JSON.stringify(answer)}`);
  return answer.payload;
}
