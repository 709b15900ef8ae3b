import { RELAYER_MESSAGE, type RelayMessage } from './EarlyRelayMessages';
import { type SignClientInstance } from './SignClientTypes';

/** A session as the sign-client keeps it. */
type SdkSession = ReturnType<SignClientInstance['session']['getAll']>[number];

interface ProposalOutcome {
  readonly error?: unknown;
  readonly session?: SdkSession;
}

type Listener = (outcome: ProposalOutcome) => void;

/**
 * The emitter on which the SDK's engine tells a proposal's outcome (`session_connect:<id>`, what
 * `connect().approval` listens to): the only place a refusal of a proposal made before a reload
 * is told. It is the engine's own field, so an SDK without it gives none; a refused proposal then
 * ends when it expires.
 */
function proposalOutcomes(
  client: SignClientInstance,
): { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void } | undefined {
  const events = (client.engine as unknown as { events?: Record<string, unknown> }).events;
  return typeof events?.['on'] === 'function' && typeof events['off'] === 'function'
    ? (events as unknown as ReturnType<typeof proposalOutcomes>)
    : undefined;
}

type SdkProposal = ReturnType<SignClientInstance['proposal']['getAll']>[number];

/**
 * Hands the engine what the relay delivered on the pairing while the client started, unheard (see
 * `EarlyRelayMessages`). The engine reads a wallet's answer against its record of the proposal it
 * answers, which the core's pairing handler dropped on taking the answer; so that record is put
 * back first, from the proposal the client keeps.
 */
function replayEarly(
  client: SignClientInstance,
  proposals: readonly SdkProposal[],
  early: readonly RelayMessage[],
): void {
  const { history, relayer } = client.core;
  if (early.length === 0) return;
  for (const proposal of proposals) {
    if (history.records.has(proposal.id)) continue;
    history.set(proposal.pairingTopic, {
      id: proposal.id,
      jsonrpc: '2.0',
      method: 'wc_sessionPropose',
      params: proposal,
    });
  }
  for (const message of early) relayer.events.emit(RELAYER_MESSAGE, { ...message, transportType: 'relay' });
}

/**
 * What became of the proposal the client made on pairing `pairingTopic` before the page was left:
 * the session the wallet approved (found among the kept sessions if the relay delivered it while
 * the client started, else when it settles), undefined once no proposal of that pairing is left
 * (expired, or never kept here), or the wallet's refusal as a rejection. Listens before it looks, so
 * nothing that settles in between is missed, then replays what the relay delivered on the pairing
 * while the client started (`early`).
 */
export function resumeProposal(
  client: SignClientInstance,
  pairingTopic: string,
  nowSeconds: number,
  early: readonly RelayMessage[],
): Promise<SdkSession | undefined> {
  return new Promise<SdkSession | undefined>((resolve, reject) => {
    const outcomes = proposalOutcomes(client);
    const waiting = new Map<number, Listener>();
    const stop = (): void => {
      client.off('session_connect', onConnect);
      client.off('proposal_expire', onExpire);
      for (const [id, listener] of waiting) outcomes?.off(`session_connect:${id}`, listener);
      waiting.clear();
    };
    const settle = (outcome: ProposalOutcome): void => {
      stop();
      if (outcome.error !== undefined) reject(outcome.error);
      else resolve(outcome.session);
    };
    const onConnect = ({ session }: { session: SdkSession }): void => {
      if (session.pairingTopic === pairingTopic) settle({ session });
    };
    const onExpire = ({ id }: { id: number }): void => {
      const listener = waiting.get(id);
      if (listener === undefined) return;
      outcomes?.off(`session_connect:${id}`, listener);
      waiting.delete(id);
      if (waiting.size === 0) settle({});
    };
    client.on('session_connect', onConnect);
    client.on('proposal_expire', onExpire);

    const settled = client.session
      .getAll()
      .find((session) => session.pairingTopic === pairingTopic && session.expiry > nowSeconds);
    if (settled !== undefined) {
      settle({ session: settled });
      return;
    }
    const proposals = client.proposal
      .getAll()
      .filter((proposal) => proposal.pairingTopic === pairingTopic && proposal.expiryTimestamp > nowSeconds);
    for (const proposal of proposals) {
      const listener: Listener = (outcome) => settle(outcome);
      waiting.set(proposal.id, listener);
      outcomes?.on(`session_connect:${proposal.id}`, listener);
    }
    if (waiting.size === 0) settle({});
    else replayEarly(client, proposals, early);
  });
}
