import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { InvalidAppEventError } from '../errors/EmbeddedFrameErrors';
import { RedirectSocialProviderCodec } from '../social/SocialProvider';
import { AppMetadataSyncPayloadCodec, ThemeSyncPayloadCodec } from '../theme/ThemeSync';
import { AccountTypeCodec } from '../account/AccountTypeCodec';
import { EmailCodec, OtpCodec } from './Email';
import { EmbeddedChainIdCodec } from './EmbeddedWalletUser';
import { EmbeddedRpcRequestCodec } from './EmbeddedRpcRequest';
import { type AppEventType, type FrameRequestName, requestNameOfAppEvent } from './FrameEventTypes';
import { type FrameMessage, messageWith, validatePayload } from './FrameMessage';

/** A request that carries nothing: its type says it all. */
const NoPayload = t.undefined;

/**
 * SPEC §5, §7: the payload of each request the page sends to the embedded wallet frame. Emails
 * must be valid, codes are strings, social providers and account types come from their lists,
 * and theme and app data have their SPEC §3 shapes.
 */
export const APP_EVENT_PAYLOAD_CODECS = {
  SWITCH_NETWORK: t.intersection([
    t.type({ chainId: EmbeddedChainIdCodec }),
    t.partial({ rpcUrl: t.string }),
  ]),
  CONNECT_EMAIL: t.type({ email: EmailCodec }),
  CONNECT_DEVICE: NoPayload,
  CONNECT_OTP: t.type({ otp: OtpCodec }),
  CONNECT_SOCIAL: t.intersection([
    t.type({ uri: t.string }),
    t.partial({ preferredAccountType: AccountTypeCodec, chainId: EmbeddedChainIdCodec }),
  ]),
  GET_SOCIAL_REDIRECT_URI: t.type({ provider: RedirectSocialProviderCodec }),
  GET_FARCASTER_URI: NoPayload,
  CONNECT_FARCASTER: NoPayload,
  GET_USER: t.union([
    t.undefined,
    t.partial({ chainId: EmbeddedChainIdCodec, preferredAccountType: AccountTypeCodec }),
  ]),
  SIGN_OUT: NoPayload,
  IS_CONNECTED: t.union([t.undefined, t.partial({ token: t.string })]),
  GET_CHAIN_ID: NoPayload,
  RPC_REQUEST: EmbeddedRpcRequestCodec,
  RPC_ABORT: NoPayload,
  UPDATE_EMAIL: t.type({ email: EmailCodec }),
  UPDATE_EMAIL_PRIMARY_OTP: t.type({ otp: OtpCodec }),
  UPDATE_EMAIL_SECONDARY_OTP: t.type({ otp: OtpCodec }),
  SYNC_THEME: ThemeSyncPayloadCodec,
  SYNC_DAPP_DATA: AppMetadataSyncPayloadCodec,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: NoPayload,
  INIT_SMART_ACCOUNT: NoPayload,
  SET_PREFERRED_ACCOUNT: t.type({ type: AccountTypeCodec }),
  RELOAD: NoPayload,
} as const satisfies { readonly [N in FrameRequestName]: t.Mixed };

export type AppEventPayloads = {
  readonly [N in FrameRequestName]: t.TypeOf<(typeof APP_EVENT_PAYLOAD_CODECS)[N]>;
};

export type AppEventOf<N extends FrameRequestName> = FrameMessage<AppEventType<N>, AppEventPayloads[N]>;

/** Any request the page may send to the embedded wallet frame. */
export type AppEvent = { readonly [N in FrameRequestName]: AppEventOf<N> }[FrameRequestName];

const AppEventEnvelopeCodec = t.intersection([
  t.type({ id: t.string, type: t.string }),
  t.partial({ payload: t.unknown }),
]);

/** Checks a request for the embedded wallet frame: its envelope, its type and its payload. */
export function decodeAppEvent(input: unknown): E.Either<InvalidAppEventError, AppEvent> {
  return pipe(
    AppEventEnvelopeCodec.decode(input),
    E.mapLeft(() => 'expected a message { id, type, payload? } with string id and type'),
    E.chain((envelope) => {
      const name = requestNameOfAppEvent(envelope.type);
      return name === undefined
        ? E.left(`unknown message type ${JSON.stringify(envelope.type)}`)
        : pipe(
            validatePayload(APP_EVENT_PAYLOAD_CODECS[name], envelope.type, envelope.payload),
            E.map((payload) => messageWith<AppEvent>(envelope.type, envelope.id, payload)),
          );
    }),
    E.mapLeft((details) => new InvalidAppEventError(details)),
  );
}

/**
 * SPEC §5: throws an {@link InvalidAppEventError} naming the faulty field unless `input` is a
 * valid request; a malformed request must never reach the wallet.
 */
export function assertAppEvent(input: unknown): asserts input is AppEvent {
  const decoded = decodeAppEvent(input);
  if (E.isLeft(decoded)) {
    throw decoded.left;
  }
}
