/**
 * Decoders for the params of each relay method. Each returns the typed params or the reason they are
 * unusable, which the relay sends back as an invalid-params error.
 */

export type Decoded<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export interface PublishParams {
  readonly topic: string;
  readonly message: string;
  /** Seconds the relay keeps the message for subscribers that arrive later. */
  readonly ttl: number;
  readonly tag: number;
  readonly prompt: boolean;
  readonly attestation?: string;
}

export interface SubscriptionRef {
  readonly topic: string;
  readonly id: string;
}

export interface ProposeSessionParams {
  readonly pairingTopic: string;
  readonly sessionProposal: string;
  readonly attestation?: string;
  readonly ttl?: number;
}

export interface ApproveSessionParams {
  readonly pairingTopic: string;
  readonly sessionTopic: string;
  readonly sessionProposalResponse: string;
  readonly sessionSettlementRequest: string;
  readonly ttl?: number;
}

type Fields = Record<string, unknown>;

const ok = <T>(value: T): Decoded<T> => ({ ok: true, value });
const fail = <T>(reason: string): Decoded<T> => ({ ok: false, reason });

function asFields(params: unknown): Fields | undefined {
  return typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Fields)
    : undefined;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every(isText);
}

function isTtl(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Names the first field that is missing or not a non-empty string. */
function missingText(fields: Fields, names: readonly string[]): string | undefined {
  return names.find((name) => !isText(fields[name]));
}

function optionalTtl(fields: Fields): Decoded<number | undefined> {
  if (fields.ttl === undefined) return ok(undefined);
  return isTtl(fields.ttl) ? ok(fields.ttl) : fail('"ttl" must be a positive whole number of seconds');
}

export function decodeTopic(params: unknown): Decoded<string> {
  const fields = asFields(params);
  return fields !== undefined && isText(fields.topic) ? ok(fields.topic) : fail('missing or invalid "topic"');
}

export function decodeTopics(params: unknown): Decoded<readonly string[]> {
  const fields = asFields(params);
  return fields !== undefined && isTextList(fields.topics)
    ? ok(fields.topics)
    : fail('missing or invalid "topics"');
}

/** Fetching takes one `topic` or a `topics` list, whichever the client sends. */
export function decodeFetchTopics(params: unknown): Decoded<readonly string[]> {
  const fields = asFields(params);
  if (fields !== undefined && isText(fields.topic)) return ok([fields.topic]);
  return decodeTopics(params);
}

export function decodePublish(params: unknown): Decoded<PublishParams> {
  const fields = asFields(params);
  if (fields === undefined) return fail('params must be an object');
  const missing = missingText(fields, ['topic', 'message']);
  if (missing !== undefined) return fail(`missing or invalid "${missing}"`);
  if (!isTtl(fields.ttl)) return fail('"ttl" must be a positive whole number of seconds');
  if (fields.tag !== undefined && !(typeof fields.tag === 'number' && Number.isInteger(fields.tag))) {
    return fail('"tag" must be a whole number');
  }
  if (fields.prompt !== undefined && typeof fields.prompt !== 'boolean')
    return fail('"prompt" must be a boolean');
  return ok({
    topic: fields.topic as string,
    message: fields.message as string,
    ttl: fields.ttl,
    tag: typeof fields.tag === 'number' ? fields.tag : 0,
    prompt: fields.prompt === true,
    ...(isText(fields.attestation) ? { attestation: fields.attestation } : {}),
  });
}

function decodeSubscriptionRef(value: unknown): SubscriptionRef | undefined {
  const fields = asFields(value);
  if (fields === undefined || !isText(fields.topic) || !isText(fields.id)) return undefined;
  return { topic: fields.topic, id: fields.id };
}

export function decodeUnsubscribe(params: unknown): Decoded<SubscriptionRef> {
  const ref = decodeSubscriptionRef(params);
  return ref === undefined ? fail('missing or invalid "topic" or "id"') : ok(ref);
}

export function decodeBatchUnsubscribe(params: unknown): Decoded<readonly SubscriptionRef[]> {
  const list = asFields(params)?.subscriptions;
  if (!Array.isArray(list) || list.length === 0) return fail('missing or invalid "subscriptions"');
  const refs = list.map(decodeSubscriptionRef);
  return refs.every((ref): ref is SubscriptionRef => ref !== undefined)
    ? ok(refs)
    : fail('each subscription needs a "topic" and an "id"');
}

export function decodeProposeSession(params: unknown): Decoded<ProposeSessionParams> {
  const fields = asFields(params);
  if (fields === undefined) return fail('params must be an object');
  const missing = missingText(fields, ['pairingTopic', 'sessionProposal']);
  if (missing !== undefined) return fail(`missing or invalid "${missing}"`);
  const ttl = optionalTtl(fields);
  if (!ttl.ok) return fail(ttl.reason);
  return ok({
    pairingTopic: fields.pairingTopic as string,
    sessionProposal: fields.sessionProposal as string,
    ...(isText(fields.attestation) ? { attestation: fields.attestation } : {}),
    ...(ttl.value === undefined ? {} : { ttl: ttl.value }),
  });
}

export function decodeApproveSession(params: unknown): Decoded<ApproveSessionParams> {
  const fields = asFields(params);
  if (fields === undefined) return fail('params must be an object');
  const missing = missingText(fields, [
    'pairingTopic',
    'sessionTopic',
    'sessionProposalResponse',
    'sessionSettlementRequest',
  ]);
  if (missing !== undefined) return fail(`missing or invalid "${missing}"`);
  const ttl = optionalTtl(fields);
  if (!ttl.ok) return fail(ttl.reason);
  return ok({
    pairingTopic: fields.pairingTopic as string,
    sessionTopic: fields.sessionTopic as string,
    sessionProposalResponse: fields.sessionProposalResponse as string,
    sessionSettlementRequest: fields.sessionSettlementRequest as string,
    ...(ttl.value === undefined ? {} : { ttl: ttl.value }),
  });
}
