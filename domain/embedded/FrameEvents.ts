import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { EmbeddedFrameRequestError, InvalidFrameEventError } from '../errors/EmbeddedFrameErrors';
import { AccountTypeCodec } from '../account/AccountTypeCodec';
import { EmailCodec } from './Email';
import { EmailConnectActionCodec, EmailUpdateActionCodec } from './EmailActions';
import {
  EmbeddedAccountCodec,
  EmbeddedChainIdCodec,
  EmbeddedUserDetailsCodec,
  EmbeddedUserIdentityCodec,
  EmbeddedWalletUserCodec,
} from './EmbeddedWalletUser';
import {
  FRAME_READY_TYPE,
  FRAME_SESSION_UPDATE_TYPE,
  type FrameErrorType,
  type FrameRequestName,
  type FrameSuccessType,
  parseFrameResponseType,
} from './FrameEventTypes';
import { FrameMessageEnvelopeCodec, type FrameMessage, messageWith, validatePayload } from './FrameMessage';

/** An answer whose content the page does not read: only its arrival matters. */
const Acknowledgement = t.unknown;

/**
 * What a social login answers: the user (accounts may follow later with GET_USER) plus, when the
 * host asked for a sign-in at the same time, the signed message.
 */
export const SocialLoginResultCodec = t.intersection(
  [
    EmbeddedUserIdentityCodec,
    EmbeddedUserDetailsCodec,
    t.partial({ accounts: t.readonlyArray(EmbeddedAccountCodec), message: t.string, signature: t.string }),
  ],
  'SocialLoginResult',
);

export type SocialLoginResult = t.TypeOf<typeof SocialLoginResultCodec>;

/** SPEC §7 "Success answers carry…": the payload of each request's success answer. */
export const FRAME_SUCCESS_PAYLOAD_CODECS = {
  SWITCH_NETWORK: t.type({ chainId: EmbeddedChainIdCodec }),
  CONNECT_EMAIL: t.type({ action: EmailConnectActionCodec }),
  CONNECT_DEVICE: Acknowledgement,
  CONNECT_OTP: Acknowledgement,
  CONNECT_SOCIAL: SocialLoginResultCodec,
  GET_SOCIAL_REDIRECT_URI: t.type({ uri: t.string }),
  GET_FARCASTER_URI: t.type({ url: t.string }),
  CONNECT_FARCASTER: t.type({ userName: t.string }),
  GET_USER: EmbeddedWalletUserCodec,
  SIGN_OUT: Acknowledgement,
  IS_CONNECTED: t.type({ isConnected: t.boolean }),
  GET_CHAIN_ID: t.type({ chainId: EmbeddedChainIdCodec }),
  RPC_REQUEST: t.unknown,
  RPC_ABORT: Acknowledgement,
  UPDATE_EMAIL: t.type({ action: EmailUpdateActionCodec }),
  UPDATE_EMAIL_PRIMARY_OTP: Acknowledgement,
  UPDATE_EMAIL_SECONDARY_OTP: t.type({ newEmail: EmailCodec }),
  SYNC_THEME: Acknowledgement,
  SYNC_DAPP_DATA: Acknowledgement,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: t.type({ smartAccountEnabledNetworks: t.readonlyArray(t.number) }),
  INIT_SMART_ACCOUNT: t.type({ address: t.string, isDeployed: t.boolean }),
  SET_PREFERRED_ACCOUNT: t.type({ type: AccountTypeCodec, address: t.string }),
  RELOAD: Acknowledgement,
} as const satisfies { readonly [N in FrameRequestName]: t.Mixed };

export type FrameSuccessPayloads = {
  readonly [N in FrameRequestName]: t.TypeOf<(typeof FRAME_SUCCESS_PAYLOAD_CODECS)[N]>;
};

/** SPEC §7 "Errors carry message"; a missing message is allowed (SPEC §8 falls back to "An error occurred"). */
export const FrameErrorPayloadCodec = t.union(
  [t.undefined, t.partial({ message: t.string })],
  'FrameErrorPayload',
);

/** The frame's version, when it says (SPEC §7 "frame version"). */
export const FrameReadyPayloadCodec = t.union(
  [t.undefined, t.partial({ version: t.string })],
  'FrameReadyPayload',
);

/** SPEC §3 "Session update carries a token". */
export const FrameSessionUpdatePayloadCodec = t.type({ token: t.string }, 'FrameSessionUpdatePayload');

export type FrameSuccessEvent<N extends FrameRequestName = FrameRequestName> = {
  readonly [K in N]: FrameMessage<FrameSuccessType<K>, FrameSuccessPayloads[K]>;
}[N];

export type FrameErrorEvent<N extends FrameRequestName = FrameRequestName> = {
  readonly [K in N]: FrameMessage<FrameErrorType<K>, t.TypeOf<typeof FrameErrorPayloadCodec>>;
}[N];

export interface FrameReadyEvent {
  readonly id?: string;
  readonly type: typeof FRAME_READY_TYPE;
  readonly payload?: t.TypeOf<typeof FrameReadyPayloadCodec>;
}

export interface FrameSessionUpdateEvent {
  readonly id?: string;
  readonly type: typeof FRAME_SESSION_UPDATE_TYPE;
  readonly payload: t.TypeOf<typeof FrameSessionUpdatePayloadCodec>;
}

/** Anything the embedded wallet frame may send. */
export type FrameEvent = FrameReadyEvent | FrameSessionUpdateEvent | FrameSuccessEvent | FrameErrorEvent;

function payloadCodecFor(type: string): E.Either<string, t.Mixed> {
  if (type === FRAME_READY_TYPE) {
    return E.right(FrameReadyPayloadCodec);
  }
  if (type === FRAME_SESSION_UPDATE_TYPE) {
    return E.right(FrameSessionUpdatePayloadCodec);
  }
  const response = parseFrameResponseType(type);
  if (response === undefined) {
    return E.left(`unknown message type ${JSON.stringify(type)}`);
  }
  return E.right(
    response.outcome === 'success' ? FRAME_SUCCESS_PAYLOAD_CODECS[response.request] : FrameErrorPayloadCodec,
  );
}

function isAnnouncement(type: string): boolean {
  return type === FRAME_READY_TYPE || type === FRAME_SESSION_UPDATE_TYPE;
}

/**
 * SPEC §5, §7: checks a message received from the embedded wallet frame. Other scripts post on
 * the same window too, so anything that is not a known frame event with a valid payload is a
 * Left, to be ignored; answers must carry the id of the request they answer.
 */
export function decodeFrameEvent(input: unknown): E.Either<InvalidFrameEventError, FrameEvent> {
  return pipe(
    FrameMessageEnvelopeCodec.decode(input),
    E.mapLeft(() => 'expected a message { id, type, payload? } with a string type'),
    E.chain((envelope) =>
      pipe(
        payloadCodecFor(envelope.type),
        E.chain((codec) =>
          envelope.id === undefined && !isAnnouncement(envelope.type)
            ? E.left(`${envelope.type} has no id`)
            : validatePayload(codec, envelope.type, envelope.payload),
        ),
        E.map((payload) => messageWith<FrameEvent>(envelope.type, envelope.id, payload)),
      ),
    ),
    E.mapLeft((details) => new InvalidFrameEventError(details)),
  );
}

/** SPEC §8: the error a request rejects with when the frame answers X_ERROR: its message, or "An error occurred". */
export function frameErrorToError(event: FrameErrorEvent): EmbeddedFrameRequestError {
  return new EmbeddedFrameRequestError(event.payload?.message, { cause: event });
}
