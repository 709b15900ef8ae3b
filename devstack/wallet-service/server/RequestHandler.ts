import { type FrameContext, type ServiceAnswer } from '../protocol/serviceApi';
import { chainNamed } from './ChainAccess';
import { NOT_LOGGED_IN, ServiceError } from './ServiceError';
import { type Session } from './Sessions';
import { type Identity, type WalletUser } from './Users';
import { type WalletServiceParts } from './WalletServiceParts';

export interface HandlerInput {
  readonly payload: unknown;
  readonly context: FrameContext;
  /** The live session of the frame's token, if any. */
  readonly session: Session | undefined;
}

export type RequestHandler = (input: HandlerInput, parts: WalletServiceParts) => Promise<ServiceAnswer>;

export const answer = (
  payload?: unknown,
  extra: { session?: string | null; chainId?: number } = {},
): ServiceAnswer => ({
  outcome: 'success',
  ...(payload === undefined ? {} : { payload }),
  ...extra,
});

/** The session a request needs, with its user; a refusal without one. */
export function loggedIn(
  input: HandlerInput,
  parts: WalletServiceParts,
): { session: Session; user: WalletUser } {
  const user = input.session === undefined ? undefined : parts.users.byId(input.session.userId);
  if (input.session === undefined || user === undefined) throw new ServiceError(NOT_LOGGED_IN);
  return { session: input.session, user };
}

/** A dev chain's id, or a refusal saying which chains the wallet has. */
export function devChainId(parts: WalletServiceParts, chainId: number): number {
  return chainNamed(parts.chains, chainId).chainId;
}

/** A login completed: the identity's user (created and funded on first sight) gets a new session. */
export async function startSession(
  parts: WalletServiceParts,
  identity: Identity,
  context: FrameContext,
  chainId = context.chainId,
): Promise<{ user: WalletUser; session: Session }> {
  const user = await parts.users.userFor(identity);
  return { user, session: parts.sessions.start(user.id, context.projectId, devChainId(parts, chainId)) };
}
