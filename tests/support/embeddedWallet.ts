import { getAddress } from 'viem';
import { embeddedLoginOf } from '../../application/instance/actions/embeddedLoginOf';
import { type EmbeddedLogin } from '../../application/embedded/EmbeddedLogin';
import { type FrameRequestName } from '../../domain/embedded/FrameEventTypes';
import { type EmbeddedWalletUser } from '../../domain/embedded/EmbeddedWalletUser';
import { EvmChainAdapter } from '../../infrastructure/evm/EvmChainAdapter';
import { FakeFrameMessenger } from '../fakes/FakeFrameMessenger';
import { createTestCore, settleFully, type TestCore, type TestCoreSetup } from './createTestCore';

/** The embedded wallet's accounts of the test visitor: a plain one and a smart one (checksummed). */
export const EOA_ADDRESS = getAddress('0x1234567890abcdef1234567890abcdef12345678');
export const SMART_ADDRESS = getAddress('0xabcdef0123456789abcdef0123456789abcdef01');

/** The visitor as the wallet service reports them (SPEC §3 "Embedded wallet user"). */
export function walletUser(overrides: Partial<EmbeddedWalletUser> = {}): EmbeddedWalletUser {
  return {
    address: SMART_ADDRESS,
    chainId: 1,
    accounts: [
      { address: EOA_ADDRESS, type: 'eoa' },
      { address: SMART_ADDRESS, type: 'smartAccount' },
    ],
    email: 'ada@example.com',
    userName: null,
    smartAccountDeployed: true,
    preferredAccountType: 'smartAccount',
    ...overrides,
  };
}

type Posted = { readonly id: string; readonly type: string; readonly payload?: unknown };

/** What the service does with one request: answer it, refuse it with a message, or say nothing. */
export type ServiceAnswer = { readonly ok: unknown } | { readonly error: string | undefined } | 'silence';

/**
 * The wallet service behind the fake frame: answers each request by its type, as REFERENCE §4
 * says it does, unless a test scripts another answer (`answers`). Requests are kept in order.
 */
export class FakeWalletService {
  user: EmbeddedWalletUser = walletUser();
  readonly answers = new Map<FrameRequestName, (payload: unknown) => ServiceAnswer>();

  constructor(readonly frame: FakeFrameMessenger) {
    frame.readyOnLoad = true;
    frame.responder = (message) => this.reply(message);
  }

  /** Scripts the answer to every later request of one type. */
  on(name: FrameRequestName, answer: ServiceAnswer | ((payload: unknown) => ServiceAnswer)): void {
    this.answers.set(name, typeof answer === 'function' ? answer : () => answer);
  }

  requests(name: FrameRequestName): Posted[] {
    return this.frame.postedOf(name);
  }

  private reply(message: Posted): unknown {
    const name = message.type.replace('@w3m-app/', '') as FrameRequestName;
    const answer = this.answers.get(name)?.(message.payload) ?? this.usual(name, message.payload);
    if (answer === 'silence') return undefined;
    if ('error' in answer) {
      return {
        id: message.id,
        type: `@w3m-frame/${name}_ERROR`,
        ...(answer.error === undefined ? {} : { payload: { message: answer.error } }),
      };
    }
    return {
      id: message.id,
      type: `@w3m-frame/${name}_SUCCESS`,
      ...(answer.ok === undefined ? {} : { payload: answer.ok }),
    };
  }

  private usual(name: FrameRequestName, payload: unknown): ServiceAnswer {
    const given = (payload ?? {}) as Record<string, unknown>;
    switch (name) {
      case 'CONNECT_EMAIL':
        return { ok: { action: 'VERIFY_OTP' } };
      case 'GET_USER':
        return { ok: this.user };
      case 'IS_CONNECTED':
        return { ok: { isConnected: true } };
      case 'SWITCH_NETWORK':
        return { ok: { chainId: given.chainId } };
      case 'GET_CHAIN_ID':
        return { ok: { chainId: this.user.chainId } };
      case 'GET_SOCIAL_REDIRECT_URI':
        return { ok: { uri: `https://accounts.provider.example/auth?provider=${String(given.provider)}` } };
      case 'CONNECT_SOCIAL':
        return { ok: { ...this.user, userName: 'ada_lovelace' } };
      case 'GET_FARCASTER_URI':
        return { ok: { url: 'https://farcaster.example/~/siwf?channel=abc' } };
      case 'CONNECT_FARCASTER':
        return { ok: { userName: 'ada.eth' } };
      case 'UPDATE_EMAIL':
        return { ok: { action: 'VERIFY_PRIMARY_OTP' } };
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return { ok: { newEmail: 'ada@lovelace.example' } };
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { ok: { smartAccountEnabledNetworks: [1, 8453] } };
      case 'SET_PREFERRED_ACCOUNT': {
        const type = given.type === 'eoa' ? 'eoa' : 'smartAccount';
        return { ok: { type, address: type === 'eoa' ? EOA_ADDRESS : SMART_ADDRESS } };
      }
      case 'INIT_SMART_ACCOUNT':
        return { ok: { address: SMART_ADDRESS, isDeployed: true } };
      case 'RPC_REQUEST':
        return { ok: `0x${'1'.repeat(64)}` };
      default:
        return { ok: undefined };
    }
  }
}

export interface EmbeddedTestCore extends TestCore {
  readonly frame: FakeFrameMessenger;
  readonly service: FakeWalletService;
  /** The product's EVM adapter, connecting the AUTH connector's provider like any wallet. */
  readonly evm: EvmChainAdapter;
  /** The login, its feature loaded through the public action. */
  login(): Promise<EmbeddedLogin>;
  /** Runs `flow` and the virtual time the frame needs to become ready (READY, then 500 ms). */
  withReadyFrame<T>(flow: Promise<T>): Promise<T>;
}

/**
 * A core as a page has it, with the embedded wallet's frame played by a fake wallet service and
 * the real EVM adapter as the only eip155 adapter; features load as the actions ask for them.
 */
export function createEmbeddedTestCore(setup: TestCoreSetup = {}): EmbeddedTestCore {
  const frame = setup.frame ?? new FakeFrameMessenger();
  const service = new FakeWalletService(frame);
  const evm = new EvmChainAdapter({
    window: undefined,
    rpcContext: () => ({
      customUrls: [],
      blockchainApiUrl: 'https://api.example',
      projectId: 'test-project',
    }),
  });
  const t = createTestCore({ enableFeatures: false, ...setup, adapters: [], chainAdapters: [evm], frame });
  return {
    ...t,
    frame,
    service,
    evm,
    login: () => embeddedLoginOf(t.core),
    withReadyFrame: async <T>(flow: Promise<T>): Promise<T> => {
      // A failure is awaited below; meanwhile it must not count as unhandled.
      flow.catch(() => undefined);
      await settleFully();
      t.clock.advance(500);
      await settleFully();
      return flow;
    },
  };
}

/** The EIP-1193 provider a host reads for the embedded wallet (`useAppKitProvider`). */
export interface HostProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
}

/** A core whose visitor logged in by email and is connected through the AUTH connector. */
export async function loggedInByEmail(
  setup: TestCoreSetup = {},
): Promise<EmbeddedTestCore & { readonly login: () => Promise<EmbeddedLogin> }> {
  const t = createEmbeddedTestCore(setup);
  const login = await t.login();
  await t.withReadyFrame(login.connectEmail('ada@example.com'));
  await login.verifyCode('123456');
  return t;
}
