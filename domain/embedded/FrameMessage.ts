import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describeValidationErrors } from '../errors/describeValidationErrors';

/**
 * REFERENCE §4: every message to or from the embedded wallet frame is `{ id, type, payload? }`.
 * The id pairs an answer with its request; the frame's own announcements (READY, SESSION_UPDATE)
 * answer nothing, so the id is optional when reading what the frame sends.
 */
export const FrameMessageEnvelopeCodec = t.intersection(
  [t.type({ type: t.string }), t.partial({ id: t.string, payload: t.unknown })],
  'FrameMessageEnvelope',
);

export type FrameMessageEnvelope = t.TypeOf<typeof FrameMessageEnvelopeCodec>;

/** A message of a given type whose payload has a given shape; `payload` may be left out when it can be undefined. */
export type FrameMessage<T extends string, P> = {
  readonly id: string;
  readonly type: T;
} & (undefined extends P ? { readonly payload?: P } : { readonly payload: P });

/**
 * Checks one message's payload against the codec for its type, naming the type and the faulty
 * field in the returned text, e.g. `@w3m-app/CONNECT_EMAIL payload.email: expected Email, got "x"`.
 */
export function validatePayload<C extends t.Mixed>(
  codec: C,
  type: string,
  payload: unknown,
): E.Either<string, t.TypeOf<C>> {
  return E.mapLeft((errors: t.Errors) => `${type} ${describeValidationErrors(errors)}`)(
    codec.validate(payload, [{ key: 'payload', type: codec, actual: payload }]),
  );
}

/** Rebuilds a checked message, leaving `payload` out when there is none (as the sender did). */
export function messageWith<M>(type: string, id: string | undefined, payload: unknown): M {
  return {
    ...(id === undefined ? {} : { id }),
    type,
    ...(payload === undefined ? {} : { payload }),
  } as M;
}
